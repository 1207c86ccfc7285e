import { useLingui } from '@lingui/react/macro';
import type { CourseCoupon } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import css from './sheets.module.css';

/** The store coupon row of the order sheet: the usable ones to choose from, or none. */
export function CouponPicker({
  coupons,
  chosen,
  onPick,
}: {
  coupons: CourseCoupon[];
  chosen: CourseCoupon | null;
  onPick: (id: number | 'none') => void;
}) {
  const { t } = useLingui();
  const usable = coupons.filter((c) => c.usable);
  return (
    <label className={cx('y-row y-between y-gap-2 y-grow', css.coupon)}>
      <span>{t`优惠券`}</span>
      {usable.length === 0 ? (
        <span className="y-muted y-sm">{t`无可用优惠券`}</span>
      ) : (
        <select
          className="y-text-danger y-right"
          value={chosen ? String(chosen.id) : 'none'}
          onChange={(e) => onPick(e.target.value === 'none' ? 'none' : Number(e.target.value))}
        >
          {usable.map((c) => (
            <option key={c.id} value={c.id}>
              {t`${c.title}（-${formatMoney(c.discount)}）`}
            </option>
          ))}
          <option value="none">{t`不使用优惠券`}</option>
        </select>
      )}
    </label>
  );
}
