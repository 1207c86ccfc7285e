import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '@yoga/contract';
import { salesText } from './format';
import { MemberTag, PriceTag, SoldOutMark } from './price-tag';
import { ProductImage } from './product-image';
import './rows.css';

/**
 * A product as one row of a list (the cycling equipment): image on the left; title, the subtitle
 * as its key parameters, tags, price and units sold on the right. Named, as the card, by its text.
 */
export function ProductRow({ product: p, to }: { product: ProductSummary; to: string }) {
  const { i18n, t } = useLingui();
  return (
    <Link to={to} className={p.soldOut ? 'shl-row shl-card-out' : 'shl-row'} data-testid="product-row">
      <div className="shl-row-media">
        <ProductImage src={p.cover} alt="" initial={p.title} />
        {p.soldOut && <SoldOutMark />}
      </div>
      <div className="shl-row-body">
        <h3 className="shl-row-title">{p.title}</h3>
        {p.subtitle && <p className="shl-row-sub">{p.subtitle}</p>}
        {p.tags.length > 0 && (
          <ul className="shl-tags" aria-label={t`标签`}>
            {p.tags.slice(0, 3).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <div className="shl-row-foot">
          <PriceTag price={p.price} originalPrice={p.originalPrice} />
          {p.memberPrice !== null && <MemberTag price={p.memberPrice} />}
          <span className="shl-sales">
            <Trans>已售 {salesText(p.sales, i18n.locale)}</Trans>
          </span>
        </div>
      </div>
    </Link>
  );
}
