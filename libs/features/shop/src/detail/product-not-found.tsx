import { Trans } from '@lingui/react/macro';
import { NotFoundView, PageShell } from '@yoga/ui';

/** A product that is gone or a link that is broken: the kit's not-found state (back, home). */
export function ProductNotFound() {
  return (
    <PageShell>
      <NotFoundView title={<Trans>商品不存在或已下架</Trans>} />
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
