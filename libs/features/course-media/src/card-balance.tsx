import { Trans } from '@lingui/react/macro';
import type { CardBalance } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { SessionRing } from './session-ring';
import s from './course-media.module.css';

/** The owner's view of what is left: the ring, the state, and until when the card runs. */
export function CardBalanceView({ balance, total }: { balance: CardBalance; total: number }) {
  const until = formatDate(balance.validUntil);
  const days = balance.daysLeft;
  return (
    <div className={s.balance} data-testid="card-balance">
      <SessionRing left={balance.sessionsLeft} total={total} />
      <div className={s.balanceText}>
        {balance.state === 'active' && (
          <span className={s.badge}>
            <Trans>使用中</Trans>
          </span>
        )}
        {balance.state === 'used-up' && (
          <span className={`${s.badge} ${s.badgeOff}`}>
            <Trans>次数已用完</Trans>
          </span>
        )}
        {balance.state === 'expired' && (
          <span className={`${s.badge} ${s.badgeOff}`}>
            <Trans>已过期</Trans>
          </span>
        )}
        <p>
          <Trans>
            已用 {balance.usedSessions} 次，剩余 {balance.sessionsLeft} 次
          </Trans>
        </p>
        <p className={days <= 7 && balance.state !== 'expired' ? s.warn : undefined}>
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
