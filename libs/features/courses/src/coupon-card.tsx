import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponReason, CourseCoupon } from '@yoga/contract';
import { formatDate, formatDiscount, formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './courses.module.css';

/** A coupon, or the choice of none, as an outlined row (a button). */
export const couponClass = cx('y-row y-gap-3 y-pad-3 y-outline y-rounded y-surface y-md', s.coupon);

function ReasonText({ reason, minSpend }: { reason: CouponReason; minSpend: number }) {
  if (reason === 'used') return <Trans>已使用</Trans>;
  if (reason === 'expired') return <Trans>已过期</Trans>;
  return <Trans>未达到使用门槛（满 {formatMoney(minSpend)} 可用）</Trans>;
}

/** One coupon: its value, its rule, and why it cannot be used when it cannot. */
export function CouponCard({
  coupon: c,
  chosen,
  onChoose,
}: {
  coupon: CourseCoupon;
  chosen: boolean;
  onChoose?: () => void;
}) {
  const { t } = useLingui();
  const until = formatDate(c.validUntil);
  return (
    <button
      type="button"
      className={couponClass}
      disabled={!c.usable}
      aria-pressed={chosen}
      onClick={onChoose}
    >
      <span className={cx('y-xl y-bold y-text-danger', s.couponValue)}>
        {c.kind === 'amount' ? formatMoney(c.value) : formatDiscount(c.value)}
      </span>
      <span>
        <strong>{c.title}</strong>
        <br />
        <span className="y-muted y-xs">
          {c.minSpend > 0 ? t`满 ${formatMoney(c.minSpend)} 可用` : t`无门槛`} · {t`有效期至 ${until}`}
        </span>
        {c.reason && (
          <>
            <br />
            <span className="y-muted y-xs">
              <ReasonText reason={c.reason} minSpend={c.minSpend} />
            </span>
          </>
        )}
        {c.usable && (
          <>
            <br />
            <span className="y-muted y-xs">{t`可减 ${formatMoney(c.discount)}`}</span>
          </>
        )}
      </span>
    </button>
  );
}
