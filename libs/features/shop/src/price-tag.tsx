import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@yoga/format';
import { isDiscounted } from './discount';
import './catalog.css';

export interface PriceTagProps {
  price: number;
  originalPrice?: number;
  /** Drawn larger on detail pages; the card size by default. */
  size?: 'card' | 'large';
}

/**
 * The price as Chinese malls draw it (a small ¥, the amount in bold red) with the list price struck
 * through beside it when the shop discounts it. The struck price is named for screen readers.
 */
export function PriceTag({ price, originalPrice, size = 'card' }: PriceTagProps) {
  return (
    <span className={`shl-price shl-price-${size}`}>
      <span className="shl-now">
        <small>¥</small>
        {formatMoney(price, { symbol: false })}
      </span>
      {originalPrice !== undefined && isDiscounted(price, originalPrice) && (
        <del className="shl-was">
          <span className="y-vh">
            <Trans>原价</Trans>
          </span>
          {formatMoney(originalPrice)}
        </del>
      )}
    </span>
  );
}

/** 会员价 ¥x: the VIP price as a tag under the price. */
export function MemberTag({ price }: { price: number }) {
  return (
    <span className="shl-member">
      <span className="shl-member-k">
        <Trans>会员价</Trans>
      </span>
      <span className="shl-member-v">{formatMoney(price)}</span>
    </span>
  );
}

/** The 已售罄 seal over a sold-out product's image. */
export function SoldOutMark({ id }: { id?: string }) {
  return (
    <span className="shl-soldout" id={id}>
      <Trans>已售罄</Trans>
    </span>
  );
}
