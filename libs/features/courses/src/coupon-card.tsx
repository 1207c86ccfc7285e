import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponReason, CourseCoupon } from '@yoga/contract';
import { yuan } from './format';

function ReasonText({ reason, minSpend }: { reason: CouponReason; minSpend: number }) {
  if (reason === 'used') return <Trans>已使用</Trans>;
  if (reason === 'expired') return <Trans>已过期</Trans>;
  return <Trans>未达到使用门槛（满 {yuan(minSpend)} 可用）</Trans>;
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
  const { t, i18n } = useLingui();
  const until = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
  }).format(new Date(c.validUntil));
  return (
    <button type="button" className="cs-coupon" disabled={!c.usable} aria-pressed={chosen} onClick={onChoose}>
      <span className="cs-coupon-value">{c.kind === 'amount' ? yuan(c.value) : t`${c.value}% 折扣`}</span>
      <span>
        <strong>{c.title}</strong>
        <br />
        <span className="cs-hint">
          {c.minSpend > 0 ? t`满 ${yuan(c.minSpend)} 可用` : t`无门槛`} · {t`有效期至 ${until}`}
        </span>
        {c.reason && (
          <>
            <br />
            <span className="cs-hint">
              <ReasonText reason={c.reason} minSpend={c.minSpend} />
            </span>
          </>
        )}
        {c.usable && (
          <>
            <br />
            <span className="cs-hint">{t`可减 ${yuan(c.discount)}`}</span>
          </>
        )}
      </span>
    </button>
  );
}
