import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShopCategory } from '@yoga/contract';
import { cx } from '@yoga/ui';
import css from './store.module.css';

export interface CategoryBarProps {
  categories: ShopCategory[];
  /** The chosen category, or null for 全部. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** Icons over names (the mall's row) or text tabs (the equipment list). */
  variant: 'icons' | 'tabs';
  /** The id of the panel the tabs control. */
  panelId: string;
}

export const categoryTabId = (id: number | null) => `shl-cat-${id ?? 'all'}`;

/** A category's icon: its image when it has one, else its first character on the brand tint. */
function CategoryIcon({ category }: { category: ShopCategory | null }) {
  if (!category)
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <rect x="4" y="4" width="7" height="7" rx="2" />
        <rect x="13" y="4" width="7" height="7" rx="2" />
        <rect x="4" y="13" width="7" height="7" rx="2" />
        <rect x="13" y="13" width="7" height="7" rx="2" />
      </svg>
    );
  if (/^(https?:|\/|data:image\/)/.test(category.icon))
    return <img className="y-fill-img" src={category.icon} alt="" loading="lazy" decoding="async" />;
  return <span aria-hidden="true">{category.name.slice(0, 1)}</span>;
}

/**
 * 全部 and the shop's categories as a tab list (arrow keys move between them): choosing one filters
 * the products below, 全部 shows them all again.
 */
export function CategoryBar({ categories, value, onChange, variant, panelId }: CategoryBarProps) {
  const { t } = useLingui();
  const all: (ShopCategory | null)[] = [null, ...categories];
  const key = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = all[(i + step + all.length) % all.length] ?? null;
    onChange(next?.id ?? null);
    document.getElementById(categoryTabId(next?.id ?? null))?.focus();
  };
  return (
    <div
      className={cx(css.cats, variant === 'icons' && 'y-gap-1 y-mb-3 y-surface y-rounded')}
      data-variant={variant}
      role="tablist"
      aria-label={t`商品分类`}
    >
      {all.map((c, i) => {
        const selected = (c?.id ?? null) === value;
        return (
          <button
            key={c?.id ?? 'all'}
            id={categoryTabId(c?.id ?? null)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={cx(
              'y-tap',
              variant === 'icons' ? 'y-col y-align-center y-gap-2 y-text y-xs' : 'y-fixed y-muted y-md',
              css.cat,
            )}
            onClick={() => onChange(c?.id ?? null)}
            onKeyDown={(e) => key(e, i)}
          >
            {variant === 'icons' && (
              <span className={cx('y-tint y-text-brand y-xl y-bold', css.catIcon)}>
                <CategoryIcon category={c} />
              </span>
            )}
            <span>{c ? c.name : t`全部`}</span>
          </button>
        );
      })}
    </div>
  );
}
