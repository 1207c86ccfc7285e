import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '@yoga/contract';
import { formatCompact } from '@yoga/format';
import { cx } from '@yoga/ui';
import css from './catalog.module.css';
import { MemberTag, PriceTag } from './price-tag';

/** A product's first tags (爆款, 包邮 …), as the grid card and the list row show them. */
export function ProductTags({ tags, max }: { tags: readonly string[]; max: number }) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul className={cx('y-plain y-row y-wrap y-gap-1', css.tags)} aria-label={t`标签`}>
      {tags.slice(0, max).map((tag) => (
        <li key={tag} className="y-text-danger y-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Price with the list price struck through, the member price and units sold. */
export function ProductFoot({ product: p, className }: { product: ProductSummary; className?: string }) {
  return (
    <div className={className}>
      <PriceTag price={p.price} originalPrice={p.originalPrice} />
      {p.memberPrice !== null && <MemberTag price={p.memberPrice} />}
      <span className="y-faint y-xs">
        <Trans>已售 {formatCompact(p.sales)}</Trans>
      </span>
    </div>
  );
}
