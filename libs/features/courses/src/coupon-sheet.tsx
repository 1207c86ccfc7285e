import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseCoupon } from '@yoga/contract';
import { BottomSheet, cx } from '@yoga/ui';
import { CouponCard, couponClass } from './coupon-card';
import s from './courses.module.css';

export interface CouponSheetProps {
  open: boolean;
  coupons: CourseCoupon[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
  onClose: () => void;
}

/** Loaded on first open (the sheet's animation kit stays off the pay screen's first load). */
export default function CouponSheet({ open, coupons, chosen, onChoose, onClose }: CouponSheetProps) {
  const { t } = useLingui();
  const usable = coupons.filter((c) => c.usable);
  const unusable = coupons.filter((c) => !c.usable);
  return (
    <BottomSheet open={open} onClose={onClose} label={t`选择优惠券`}>
      <h2 className={cx('y-m0 y-lg y-bold', s.sheetHead)}>
        <Trans>选择优惠券</Trans>
      </h2>
      <ul className={cx('y-plain', s.coupons)}>
        {usable.map((c) => (
          <li key={c.id}>
            <CouponCard coupon={c} chosen={chosen === c.id} onChoose={() => onChoose(c.id)} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className={couponClass}
            aria-pressed={chosen === null}
            onClick={() => onChoose(null)}
          >
            <Trans>不使用优惠券</Trans>
          </button>
        </li>
        {unusable.length > 0 && (
          <li className="y-muted y-xs" style={{ marginTop: 16 }}>
            <Trans>不可用优惠券</Trans>
          </li>
        )}
        {unusable.map((c) => (
          <li key={c.id}>
            <CouponCard coupon={c} chosen={false} />
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
