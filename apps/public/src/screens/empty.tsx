import type { CSSProperties } from 'react';
import { useRouteTitle } from '@yoga/ui';

// Read by screen readers, never seen: the page stays blank but still says what it is.
const unseen: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Deliberately blank: hosts open it as a neutral page (e.g. behind a mini-program web-view). */
export default function EmptyPage() {
  return (
    <div className="y-page" data-testid="empty-page">
      <h1 style={unseen}>{useRouteTitle()}</h1>
    </div>
  );
}
