import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@yoga/contract';
import { formatCompact, formatMoney } from '@yoga/format';
import { isDiscounted } from '../discount';
import css from './product.module.css';

/** ¥ big, the member price (highlighted for a member), the list price struck, and units sold. */
export function PriceBlock({ p, price = p.price }: { p: ProductDetail; price?: number }) {
  const [whole, cents] = formatMoney(price, { symbol: false }).split('.');
  return (
    <div className={css.price}>
      {/* A plain span may not carry aria-label: the whole price is read from hidden text instead. */}
      <span className={css.now}>
        <span className="y-vh">{formatMoney(price)}</span>
        <small aria-hidden="true">¥</small>
        <span aria-hidden="true">{whole}</span>
        <small aria-hidden="true">.{cents}</small>
      </span>
      {p.memberPrice !== null && (
        <span className={p.isMember ? `${css.member} ${css.memberOn}` : css.member}>
          <Trans>会员价</Trans> {formatMoney(p.memberPrice)}
        </span>
      )}
      {isDiscounted(price, p.originalPrice) && (
        <del className={css.was}>
          <span className="y-vh">
            <Trans>原价</Trans>
          </span>
          {formatMoney(p.originalPrice)}
        </del>
      )}
      <span className={css.sales}>
        <Trans>已售 {formatCompact(p.sales)}</Trans>
      </span>
    </div>
  );
}
