import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { SubApp } from '@yoga/platform';
import { PageShell, StateView } from '@yoga/ui';
import { storePath } from '../buy/shop-paths';

/** A product that is gone or a link that is broken, with the way to the store (never a dead end). */
export function ProductNotFound({ sub }: { sub: SubApp }) {
  return (
    <PageShell>
      <StateView
        illustration="not-found"
        title={<Trans>商品不存在或已下架</Trans>}
        description={<Trans>看看店里的其他好物吧</Trans>}
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
