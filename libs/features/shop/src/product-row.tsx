import { Link } from 'react-router';
import type { ProductSummary } from '@yoga/contract';
import { SoldOutMark } from './price-tag';
import { ProductFoot, ProductTags } from './product-meta';
import { ProductImage } from './product-image';
import css from './catalog.module.css';

/**
 * A product as one row of a list (the cycling equipment): image on the left; title, the subtitle
 * as its key parameters, tags, price and units sold on the right. Named, as the card, by its text.
 */
export function ProductRow({ product: p, to }: { product: ProductSummary; to: string }) {
  return (
    <Link to={to} className={p.soldOut ? `${css.row} ${css.out}` : css.row} data-testid="product-row">
      <div className={css.rowMedia}>
        <ProductImage src={p.cover} alt="" initial={p.title} />
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className={css.rowBody}>
        <h3 className={css.rowTitle}>{p.title}</h3>
        {p.subtitle && <p className={css.rowSub}>{p.subtitle}</p>}
        <ProductTags tags={p.tags} max={3} />
        <ProductFoot product={p} className={css.rowFoot} />
      </div>
    </Link>
  );
}
