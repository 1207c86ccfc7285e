import { Trans } from '@lingui/react/macro';
import type { OwnedPackage } from '@yoga/contract';
import s from './coach-wallet.module.css';

/** Claimed, used and left of a bought package, as three figures. */
export function PackageCounts({ p }: { p: Pick<OwnedPackage, 'claimed' | 'used' | 'left'> }) {
  return (
    <dl className={s.counts} data-testid="package-counts">
      <div>
        <dt>
          <Trans>已领取</Trans>
        </dt>
        <dd data-testid="count-claimed">{p.claimed}</dd>
      </div>
      <div>
        <dt>
          <Trans>已使用</Trans>
        </dt>
        <dd data-testid="count-used">{p.used}</dd>
      </div>
      <div>
        <dt>
          <Trans>剩余</Trans>
        </dt>
        <dd data-testid="count-left">{p.left}</dd>
      </div>
    </dl>
  );
}
