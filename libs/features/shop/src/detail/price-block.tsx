import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@yoga/contract';
import { formatCompact, formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import { isDiscounted } from '../discount';
import css from './product.module.css';

/** ¥ big, the member price (highlighted for a member), the list price struck, and units sold. */
export function PriceBlock({ p, price = p.price }: { p: ProductDetail; price?: number }) {
  const [whole, cents] = formatMoney(price, { symbol: false }).split('.');
  return (
    <div className="y-row y-align-baseline y-wrap y-gap-2">
      {/* A plain span may not carry aria-label: the whole price is read from hidden text instead. */}
      <span className={cx('y-text-danger', css.now)}>
        <span className="y-vh">{formatMoney(price)}</span>
        <small className="y-md" aria-hidden="true">
          ¥
        </small>
        <span aria-hidden="true">{whole}</span>
        <small className="y-md" aria-hidden="true">
          .{cents}
        </small>
      </span>
      {p.memberPrice !== null && (
        <span
          className={cx(
            'y-xs',
            css.member,
            p.isMember ? `y-badge-warning y-bold ${css.memberOn}` : 'y-muted',
          )}
        >
          <Trans>会员价</Trans> {formatMoney(p.memberPrice)}
        </span>
      )}
      {isDiscounted(price, p.originalPrice) && (
        <del className="y-faint y-sm">
          <span className="y-vh">
            <Trans>原价</Trans>
          </span>
          {formatMoney(p.originalPrice)}
        </del>
      )}
      <span className={cx('y-faint y-xs', css.end)}>
        <Trans>已售 {formatCompact(p.sales)}</Trans>
      </span>
    </div>
  );
}
