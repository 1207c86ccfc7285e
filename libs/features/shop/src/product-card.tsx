import { Link } from 'react-router';
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
    <Link to={to} className={p.soldOut ? `${css.card} ${css.out}` : css.card} data-testid="product-card">
      <div className={css.media}>
        <ProductImage src={p.cover} alt="" initial={p.title} />
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className={css.cardBody}>
        <h3 className={css.cardTitle}>{p.title}</h3>
        <ProductTags tags={p.tags} max={2} />
        <ProductFoot product={p} className={css.cardFoot} />
      </div>
    </Link>
  );
}
