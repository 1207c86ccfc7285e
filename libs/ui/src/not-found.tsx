import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { NOT_FOUND_CODES } from '@yoga/contract/codes';
import { StateView } from './states';
import { HomeLink } from './status-pages';

/**
 * Whether a failed read means "no such thing for you" (HTTP 404, or a business code for an unknown,
 * deleted or someone else's resource): asking again can never work. Read by shape so the kit needs
 * no request layer: ApiBusinessError carries `code`, ApiResponseError `status`.
 */
export function isNotFoundError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return status === 404 || (typeof code === 'number' && NOT_FOUND_CODES.includes(code));
}

/** Back where the user came from when there is such a place in this tab. */
function BackButton() {
  if (typeof history === 'undefined' || history.length <= 1) return null;
  return (
    <button type="button" className="y-btn y-btn-ghost" onClick={() => history.back()}>
      <Trans>返回上一页</Trans>
    </button>
  );
}

export interface NotFoundViewProps {
  title?: ReactNode;
  description?: ReactNode;
  /** The screen's own way on, shown first (e.g. a `<Link className="y-btn">` to the list it came from). */
  action?: ReactNode;
}

/** A detail screen's "nothing here": what is gone, and the ways out (its own, back, home), never a retry. */
export function NotFoundView({ title, description, action }: NotFoundViewProps) {
  return (
    <StateView
      illustration="not-found"
      title={title ?? <Trans>内容不存在</Trans>}
      description={description ?? <Trans>它可能已被删除，或不属于当前账号</Trans>}
      action={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
          {action}
          <BackButton />
          <HomeLink />
        </div>
      }
    />
  );
}
