import { Link } from 'react-router';
import { cx } from '@yoga/ui';
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
    <Link
      to={to}
      className={cx('y-surface y-rounded y-tap y-gap-3 y-pad-3', css.row, p.soldOut && css.out)}
      data-testid="product-row"
    >
      <div className={cx('y-fixed y-rounded-sm', css.rowMedia)}>
        <ProductImage src={p.cover} alt="" initial={p.title} />
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className="y-col y-grow y-gap-2">
        <h3 className={cx('y-m0 y-lg y-bold', css.rowTitle)}>{p.title}</h3>
        {p.subtitle && <p className={cx('y-m0 y-muted y-sm', css.rowSub)}>{p.subtitle}</p>}
        <ProductTags tags={p.tags} max={3} />
        <ProductFoot product={p} className={cx('y-row y-wrap y-gap-2', css.rowFoot)} />
      </div>
    </Link>
  );
}
