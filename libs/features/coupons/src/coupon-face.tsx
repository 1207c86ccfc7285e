import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponScope } from '@yoga/contract';
import { formatDiscount, formatMoney } from '@yoga/format';
import { Card, cx } from '@yoga/ui';
import s from './coupons.module.css';

export interface CouponRules {
  title: string;
  kind: 'amount' | 'percent';
  value: number;
  minSpend: number;
  scope: CouponScope;
}

/** What it takes off: ¥20 or 85折 / 15% off. */
export const couponValue = (c: Pick<CouponRules, 'kind' | 'value'>) =>
  c.kind === 'amount' ? formatMoney(c.value) : formatDiscount(c.value);

/** Where it can be spent and from what amount: 课程可用 · 满 ¥100 可用. */
export function RulesLine({ c }: { c: CouponRules }) {
  const { t } = useLingui();
  const where = c.scope === 'course' ? t`课程可用` : t`商城可用`;
  const from = c.minSpend > 0 ? t`满 ${formatMoney(c.minSpend)} 可用` : t`无门槛`;
  return (
    <>
      {where} · {from}
    </>
  );
}

/** One coupon as a ticket: its value on the left, title and rules, and what the caller can do. */
export function CouponFace({
  c,
  dim,
  detail,
  action,
  testId,
}: {
  c: CouponRules;
  dim?: boolean;
  detail?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className={cx('y-row y-gap-2 y-outline', s.ticket, dim && s.dim)} data-testid={testId}>
      <div className={cx('y-col y-align-center y-justify-center y-text-brand y-center', s.value)}>
        <strong className="y-xl y-nowrap">{couponValue(c)}</strong>
        <span className="y-xs y-muted">
          {c.minSpend > 0 ? <Trans>满 {formatMoney(c.minSpend)}</Trans> : <Trans>无门槛</Trans>}
        </span>
      </div>
      <div className="y-grow y-col y-gap-1">
        <strong>{c.title}</strong>
        <span className="y-xs y-muted">
          <RulesLine c={c} />
        </span>
        {detail && <span className="y-xs y-muted">{detail}</span>}
      </div>
      {action && <div className={cx('y-fixed y-row', s.action)}>{action}</div>}
    </Card>
  );
}

/** An activity's or a gift's heading card: its title and a line on its state, on the brand's colour. */
export function CouponsHead({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card tone="brand" as="section" className={s.head}>
      <h2 className="y-m0 y-xl">{title}</h2>
      <p className="y-m0 y-sm">{children}</p>
    </Card>
  );
}

/** A line in small muted type inside a ticket (结算时可用, 已领取). */
export const Small = ({ children }: { children: ReactNode }) => (
  <span className="y-xs y-muted">{children}</span>
);
