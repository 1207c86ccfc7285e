import { Link } from 'react-router';
import { cx } from '@yoga/ui';
import type { ProductSummary } from '@yoga/contract';
import { SoldOutMark } from './price-tag';
import { ProductFoot, ProductTags } from './product-meta';
import { ProductImage } from './product-image';
import css from './catalog.module.css';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where tapping the card goes (the product's detail page in this sub-app). */
  to: string;
}

/**
 * One cell of a two-column product grid: square image, two-line title, price with the list price
 * struck through, the member price, units sold. A sold-out product is greyed with a 已售罄 seal but
 * still opens (its detail says when it is back). The link is named by all it shows (the image is
 * decorative: the title beside it already says what it is), so the name matches the visible label.
 */
export function ProductCard({ product: p, to }: ProductCardProps) {
  return (
    <Link
      to={to}
      className={cx('y-col y-surface y-rounded y-tap', css.card, p.soldOut && css.out)}
      data-testid="product-card"
    >
      <div className={css.media}>
        <ProductImage src={p.cover} alt="" initial={p.title} />
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className="y-col y-grow y-gap-2 y-pad-2">
        <h3 className={cx('y-m0 y-md y-clamp-2', css.cardTitle)}>{p.title}</h3>
        <ProductTags tags={p.tags} max={2} />
        <ProductFoot product={p} className={cx('y-col y-gap-1', css.cardFoot)} />
      </div>
    </Link>
  );
}
