import { Trans, useLingui } from '@lingui/react/macro';
import type { VipPlan } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './vip.module.css';

/** The plans as a radio group of cards: one is always chosen; its benefits are listed on it. */
export function PlanCards({
  plans,
  selected,
  onSelect,
}: {
  plans: VipPlan[];
  selected: VipPlan;
  onSelect: (p: VipPlan) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={cx('y-grid-2', s.plans)} role="radiogroup" aria-label={t`选择套餐`}>
      {plans.map((p) => {
        const perDay = formatMoney(p.perDay);
        const on = p.id === selected.id;
        return (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={on}
            className={cx('y-card y-col y-align-start y-gap-1 y-text', s.plan)}
            data-testid={`plan-${p.period}`}
            onClick={() => onSelect(p)}
          >
            {p.recommended && (
              <span className={cx('y-badge y-card-brand', s.tag, s.badge)}>
                <Trans>推荐</Trans>
              </span>
            )}
            <span className="y-bold">{p.name}</span>
            <span className={cx('y-2xl y-text-brand', s.heavy)}>{formatMoney(p.price)}</span>
            {p.originalPrice > p.price && (
              <span className="y-xs y-muted">
                <Trans>
                  原价 <del>{formatMoney(p.originalPrice)}</del>
                </Trans>
              </span>
            )}
            <span className="y-xs y-muted">{t`约 ${perDay}/天`}</span>
          </button>
        );
      })}
    </div>
  );
}

/** What the chosen plan gives. */
export function Benefits({ items, title }: { items: VipPlan['benefits']; title: string }) {
  if (items.length === 0) return null;
  return (
    <section className="y-card y-section" aria-label={title}>
      <h2 className="y-section-title">{title}</h2>
      <ul className={cx('y-plain y-col y-gap-3', s.benefits)}>
        {items.map((b) => (
          <li key={b.title} className="y-col y-gap-1">
            <strong>{b.title}</strong>
            <span className="y-muted y-sm">{b.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
