import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Sku } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import css from './sheets.module.css';

export interface Amounts {
  goods: number;
  freight: number;
  saving: number;
  total: number;
}

/** Goods at the list price, the member saving apart, plus freight: what the shopper pays. */
export function amountsOf(sku: Sku, qty: number, freight: number, isMember: boolean): Amounts {
  const goods = sku.price * qty;
  const saving = isMember && sku.memberPrice !== null ? Math.max(0, sku.price - sku.memberPrice) * qty : 0;
  return { goods, freight, saving, total: goods - saving + freight };
}

/** `coupon` and `points` are their rows, shown above the total (which already has their cuts taken off). */
export function OrderAmounts({ a, coupon, points }: { a: Amounts; coupon?: ReactNode; points?: ReactNode }) {
  return (
    <ul className={cx('y-plain y-md', css.rows)}>
      <li>
        <span>
          <Trans>商品金额</Trans>
        </span>
        <span>{formatMoney(a.goods)}</span>
      </li>
      <li>
        <span>
          <Trans>运费</Trans>
        </span>
        <span>{a.freight === 0 ? <Trans>免运费</Trans> : formatMoney(a.freight)}</span>
      </li>
      {a.saving > 0 && (
        <li>
          <span>
            <Trans>会员优惠</Trans>
          </span>
          <span className="y-text-danger">{formatMoney(-a.saving)}</span>
        </li>
      )}
      {coupon && <li>{coupon}</li>}
      {points && <li>{points}</li>}
      <li className={css.total}>
        <span>
          <Trans>合计</Trans>
        </span>
        <strong className="y-text-danger">{formatMoney(a.total)}</strong>
      </li>
    </ul>
  );
}
