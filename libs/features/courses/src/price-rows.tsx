import { Trans } from '@lingui/react/macro';
import type { CourseCoupon, CoursePayPreview } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './courses.module.css';

export interface PriceRowsProps {
  preview: CoursePayPreview;
  /** The caller's coupons for this class (from the coupons lib), usable or not. */
  coupons: CourseCoupon[];
  loading?: boolean;
  coupon: CourseCoupon | null;
  onPickCoupon: () => void;
}

/** Price, VIP discount, the coupon row (opens the sheet) and the total, in fen until shown. */
export function PriceRows({ preview: p, coupons, loading, coupon, onPickCoupon }: PriceRowsProps) {
  const usable = coupons.filter((c) => c.usable).length;
  return (
    <ul className={cx('y-plain', s.line)}>
      <li className="y-between y-gap-3">
        <span>
          <Trans>课程价格</Trans>
        </span>
        <span>{formatMoney(p.price)}</span>
      </li>
      {p.vip && (
        <li className="y-between y-gap-3">
          <span>
            <Trans>会员优惠</Trans>
          </span>
          <span className="y-text-danger">{formatMoney(-p.vipDiscount)}</span>
        </li>
      )}
      <li className={cx('y-between y-gap-3', s.rowTap)}>
        <button
          type="button"
          className={cx('y-bare y-row y-between y-gap-2 y-tap', s.tap)}
          onClick={onPickCoupon}
          disabled={coupons.length === 0}
        >
          <span>
            <Trans>优惠券</Trans>
          </span>
          <span className={coupon ? 'y-text-danger' : 'y-muted y-xs'}>
            {coupon ? (
              formatMoney(-coupon.discount)
            ) : loading ? null : coupons.length === 0 ? (
              <Trans>暂无优惠券</Trans>
            ) : usable === 0 ? (
              <Trans>无可用优惠券</Trans>
            ) : (
              <Trans>{usable} 张可用</Trans>
            )}{' '}
            {coupons.length > 0 && <span aria-hidden="true">›</span>}
          </span>
        </button>
      </li>
    </ul>
  );
}

export const totalOf = (p: CoursePayPreview, coupon: CourseCoupon | null) =>
  p.price - p.vipDiscount - (coupon?.discount ?? 0);
