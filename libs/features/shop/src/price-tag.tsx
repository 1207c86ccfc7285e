import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import { isDiscounted } from './discount';
import css from './catalog.module.css';

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
    <span className={cx('y-wrap y-align-baseline', css.price)}>
      <span className={cx('y-text-danger y-bold', size === 'large' ? 'y-2xl' : 'y-lg', css.now)}>
        <small className={size === 'large' ? 'y-md' : 'y-xs'}>¥</small>
        {formatMoney(price, { symbol: false })}
      </span>
      {originalPrice !== undefined && isDiscounted(price, originalPrice) && (
        <del className="y-faint y-xs">
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
    <span className={cx('y-xs', css.member)}>
      <span className={css.memberK}>
        <Trans>会员价</Trans>
      </span>
      <span className="y-text y-bold">{formatMoney(price)}</span>
    </span>
  );
}

/** The 已售罄 seal over a sold-out product's image. */
export function SoldOutMark({ id }: { id?: string }) {
  return (
    <span className={cx('y-md y-bold', css.soldOut)} id={id}>
      <Trans>已售罄</Trans>
    </span>
  );
}
