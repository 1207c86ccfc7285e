import { Trans } from '@lingui/react/macro';
import type { CardBalance } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { SessionRing } from './session-ring';
import { cx } from '@yoga/ui';
import s from './course-media.module.css';

const badge = cx('y-badge', s.badge);

/** The owner's view of what is left: the ring, the state, and until when the card runs. */
export function CardBalanceView({ balance, total }: { balance: CardBalance; total: number }) {
  const until = formatDate(balance.validUntil);
  const days = balance.daysLeft;
  return (
    <div className="y-row y-gap-4 y-mt-3 y-pad-4 y-rounded y-surface" data-testid="card-balance">
      <SessionRing left={balance.sessionsLeft} total={total} />
      <div>
        {balance.state === 'active' && (
          <span className={cx(badge, 'y-badge-brand')}>
            <Trans>使用中</Trans>
          </span>
        )}
        {balance.state === 'used-up' && (
          <span className={cx(badge, 'y-badge-muted')}>
            <Trans>次数已用完</Trans>
          </span>
        )}
        {balance.state === 'expired' && (
          <span className={cx(badge, 'y-badge-muted')}>
            <Trans>已过期</Trans>
          </span>
        )}
        <p className={cx('y-m0 y-mt-2 y-md', s.prose)}>
          <Trans>
            已用 {balance.usedSessions} 次，剩余 {balance.sessionsLeft} 次
          </Trans>
        </p>
        <p
          className={cx(
            'y-m0 y-mt-2 y-md',
            s.prose,
            days <= 7 && balance.state !== 'expired' && 'y-text-danger',
          )}
        >
          {balance.state === 'expired' ? (
            <Trans>已于 {until} 过期</Trans>
          ) : (
            <Trans>
              有效期至 {until}（剩余 {days} 天）
            </Trans>
          )}
        </p>
      </div>
    </div>
  );
}
