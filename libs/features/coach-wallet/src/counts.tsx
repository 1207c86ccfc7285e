import { Trans } from '@lingui/react/macro';
import type { OwnedPackage } from '@yoga/contract';

/** Claimed, used and left of a bought package, as three figures. */
export function PackageCounts({ p }: { p: Pick<OwnedPackage, 'claimed' | 'used' | 'left'> }) {
  return (
    <dl className="y-grid-3 y-m0 y-mt-2 y-center" data-testid="package-counts">
      <div>
        <dt className="y-muted y-xs">
          <Trans>已领取</Trans>
        </dt>
        <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="count-claimed">
          {p.claimed}
        </dd>
      </div>
      <div>
        <dt className="y-muted y-xs">
          <Trans>已使用</Trans>
        </dt>
        <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="count-used">
          {p.used}
        </dd>
      </div>
      <div>
        <dt className="y-muted y-xs">
          <Trans>剩余</Trans>
        </dt>
        <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="count-left">
          {p.left}
        </dd>
      </div>
    </dl>
  );
}
