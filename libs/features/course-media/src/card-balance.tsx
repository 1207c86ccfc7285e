import { Trans } from '@lingui/react/macro';
import type { CardBalance } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { SessionRing } from './session-ring';

/** The owner's view of what is left: the ring, the state, and until when the card runs. */
export function CardBalanceView({ balance, total }: { balance: CardBalance; total: number }) {
  const until = formatDate(balance.validUntil);
  const days = balance.daysLeft;
  return (
    <div className="cm-balance" data-testid="card-balance">
      <SessionRing left={balance.sessionsLeft} total={total} />
      <div className="cm-balance-text">
        {balance.state === 'active' && (
          <span className="cm-badge">
            <Trans>使用中</Trans>
          </span>
        )}
        {balance.state === 'used-up' && (
          <span className="cm-badge cm-badge-off">
            <Trans>次数已用完</Trans>
          </span>
        )}
        {balance.state === 'expired' && (
          <span className="cm-badge cm-badge-off">
            <Trans>已过期</Trans>
          </span>
        )}
        <p>
          <Trans>
            已用 {balance.usedSessions} 次，剩余 {balance.sessionsLeft} 次
          </Trans>
        </p>
        <p className={days <= 7 && balance.state !== 'expired' ? 'cm-warn' : undefined}>
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
