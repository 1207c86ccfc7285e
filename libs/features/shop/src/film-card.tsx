import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '@yoga/contract';
import { isDiscounted } from './discount';
import { PriceTag, SoldOutMark } from './price-tag';
import { ProductImage } from './product-image';
import css from './catalog.module.css';

/**
 * A film pack as a rich card: a wide cover with a 限时优惠 badge while it is discounted, the title,
 * what is in the pack, the price against the list price and a buy cue (已售罄 when none are left).
 */
export function FilmCard({ product: p, to }: { product: ProductSummary; to: string }) {
  const deal = isDiscounted(p.price, p.originalPrice) && !p.soldOut;
  return (
    <Link to={to} className={p.soldOut ? `${css.film} ${css.out}` : css.film} data-testid="film-card">
      <div className={css.media}>
        <ProductImage src={p.cover} alt="" initial={p.title} ratio="4 / 3" />
        {deal && (
          <span className={css.badge}>
            <Trans>限时优惠</Trans>
          </span>
        )}
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className={css.filmBody}>
        <h3 className={css.rowTitle}>{p.title}</h3>
        {p.subtitle && <p className={css.rowSub}>{p.subtitle}</p>}
        <div className={css.filmFoot}>
          <span>
            <PriceTag price={p.price} originalPrice={p.originalPrice} size="large" />
          </span>
          <span className={css.filmCta}>{p.soldOut ? <Trans>已售罄</Trans> : <Trans>去购买</Trans>}</span>
        </div>
      </div>
    </Link>
  );
}
