import { Trans, useLingui } from '@lingui/react/macro';
import type { VipPlan } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
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
    <div className={s.plans} role="radiogroup" aria-label={t`选择套餐`}>
      {plans.map((p) => {
        const perDay = formatMoney(p.perDay);
        const on = p.id === selected.id;
        return (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={on}
            className={s.plan}
            data-testid={`plan-${p.period}`}
            onClick={() => onSelect(p)}
          >
            {p.recommended && (
              <span className={s.badge}>
                <Trans>推荐</Trans>
              </span>
            )}
            <span className={s.planName}>{p.name}</span>
            <span className={s.price}>{formatMoney(p.price)}</span>
            {p.originalPrice > p.price && (
              <span className={s.orig}>
                <Trans>
                  原价 <del>{formatMoney(p.originalPrice)}</del>
                </Trans>
              </span>
            )}
            <span className={s.perDay}>{t`约 ${perDay}/天`}</span>
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
      <ul className={s.benefits}>
        {items.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
