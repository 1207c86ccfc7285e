import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { StateView, useHome } from '@yoga/ui';

/** A link to something that is not there (mistyped, or another brand's): a way home, never a dead end. */
export function NotFoundView({ title }: { title: ReactNode }) {
  const home = useHome();
  return (
    <StateView
      illustration="not-found"
      title={title}
      description={<Trans>链接可能有误，或内容已下架</Trans>}
      action={
        <button type="button" className="y-btn" onClick={() => home.go()}>
          <Trans>返回首页</Trans>
        </button>
      }
    />
  );
}
