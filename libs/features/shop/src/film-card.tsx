import { Link } from 'react-router';
import { cx } from '@yoga/ui';
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
    <Link
      to={to}
      className={cx('y-col y-surface y-rounded y-tap', css.film, p.soldOut && css.out)}
      data-testid="film-card"
    >
      <div className={css.media}>
        <ProductImage src={p.cover} alt="" initial={p.title} ratio="4 / 3" />
        {deal && (
          <span className={cx('y-xs y-bold', css.badge)}>
            <Trans>限时优惠</Trans>
          </span>
        )}
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className="y-col y-grow y-gap-2 y-pad-3">
        <h3 className={cx('y-m0 y-lg y-bold', css.rowTitle)}>{p.title}</h3>
        {p.subtitle && <p className={cx('y-m0 y-muted y-sm', css.rowSub)}>{p.subtitle}</p>}
        <div className="y-row y-between y-gap-2">
          <span>
            <PriceTag price={p.price} originalPrice={p.originalPrice} size="large" />
          </span>
          <span className={cx('y-fixed y-md', css.filmCta)}>
            {p.soldOut ? <Trans>已售罄</Trans> : <Trans>去购买</Trans>}
          </span>
        </div>
      </div>
    </Link>
  );
}
