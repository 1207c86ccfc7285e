import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NotFoundView, PageShell, useSubApp } from '@yoga/ui';
import { storePath } from '../buy/shop-paths';

/** A product that is gone or a link that is broken: the kit's not-found state, with the way to the store. */
export function ProductNotFound() {
  const sub = useSubApp();
  return (
    <PageShell>
      <NotFoundView
        title={<Trans>商品不存在或已下架</Trans>}
        action={
          <Link className="y-btn" to={storePath(sub)} replace>
            <Trans>去逛逛</Trans>
          </Link>
        }
      />
    </PageShell>
  );
}

export function DetailSkeleton() {
  return (
    <div aria-busy="true" role="status">
      <div className="pd-gallery pd-ghost" />
      <div className="pd-section">
        <div className="y-skeleton">
          {[70, 95, 40, 85, 60].map((w, i) => (
            <div key={i} className="y-skeleton-line" style={{ width: `${w}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
