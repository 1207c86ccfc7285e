import { Trans, useLingui } from '@lingui/react/macro';
import type { VipCard } from '@yoga/contract';
import { formatDate, formatDateTime } from '@yoga/format';
import s from './vip.module.css';

/** One card: its name, whether it runs, when it ends (or how long it will run), when it was obtained. */
export function VipCardItem({
  card,
  onActivate,
  busy,
}: {
  card: VipCard;
  onActivate: (c: VipCard) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const days = card.days;
  const obtained = formatDateTime(card.obtainedAt);
  const until = card.expiresAt ? formatDate(card.expiresAt) : '';
  const label = { active: t`已激活`, to_activate: t`待激活`, expired: t`已过期` }[card.state];
  return (
    <li className={`y-card ${s.card}`} data-state={card.state} data-testid="vip-card">
      <div className={s.cardHead}>
        <h2>{card.name}</h2>
        <span className={s.state}>{label}</span>
      </div>
      {card.expiresAt ? (
        <p>
          <Trans>有效期至 {until}</Trans>
        </p>
      ) : (
        <p>
          <Trans>激活后 {days} 天内有效</Trans>
        </p>
      )}
      <p className={s.muted}>
        <Trans>获得时间 {obtained}</Trans>
      </p>
      {card.state === 'to_activate' && (
        <button
          type="button"
          className={`y-btn ${s.activate}`}
          disabled={busy}
          onClick={() => onActivate(card)}
        >
          <Trans>立即激活</Trans>
        </button>
      )}
    </li>
  );
}
