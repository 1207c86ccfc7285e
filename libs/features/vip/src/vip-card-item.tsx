import { Trans, useLingui } from '@lingui/react/macro';
import type { VipCard } from '@yoga/contract';
import { formatDate, formatDateTime } from '@yoga/format';
import { cx } from '@yoga/ui';
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
  const tone = { active: 'y-card-brand', to_activate: 'y-tint y-text', expired: 'y-badge-muted' }[card.state];
  const label = { active: t`已激活`, to_activate: t`待激活`, expired: t`已过期` }[card.state];
  return (
    <li className={`y-card ${s.card}`} data-state={card.state} data-testid="vip-card">
      <div className="y-row y-between y-gap-2">
        <h2 className="y-m0 y-lg">{card.name}</h2>
        <span className={cx('y-badge', s.tag, tone)}>{label}</span>
      </div>
      {card.expiresAt ? (
        <p className="y-m0 y-mt-2">
          <Trans>有效期至 {until}</Trans>
        </p>
      ) : (
        <p className="y-m0 y-mt-2">
          <Trans>激活后 {days} 天内有效</Trans>
        </p>
      )}
      <p className="y-m0 y-mt-2 y-xs y-muted">
        <Trans>获得时间 {obtained}</Trans>
      </p>
      {card.state === 'to_activate' && (
        <button type="button" className="y-btn y-mt-3" disabled={busy} onClick={() => onActivate(card)}>
          <Trans>立即激活</Trans>
        </button>
      )}
    </li>
  );
}
