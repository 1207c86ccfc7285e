import { Trans } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import { formatDateTime, formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './orders.module.css';

/**
 * The coach's change to the class a course order booked, as the server recorded it: a new time
 * (from and to), or the class cancelled and what became of the money (refunded in full, or the
 * unpaid order closed).
 */
export function ClassChangeNote({ order }: { order: Order }) {
  const c = order.classChange;
  if (!c) return null;
  const from = formatDateTime(c.from);
  let text;
  if (c.kind === 'time' && c.to) {
    const to = formatDateTime(c.to);
    text = (
      <Trans>
        教练调整了上课时间：由 {from} 改为 {to}
      </Trans>
    );
  } else if (c.outcome === 'refunded') {
    const amount = formatMoney(order.amount);
    text = (
      <Trans>
        教练取消了 {from} 的课，已全额退款 {amount}，原路退回
      </Trans>
    );
  } else {
    text = <Trans>教练取消了 {from} 的课，订单已关闭，无需支付</Trans>;
  }
  return (
    <p
      className={cx('y-m0 y-mt-1 y-rounded-sm y-tint y-text y-sm y-break', s.change)}
      data-testid="class-change"
    >
      {text}
    </p>
  );
}
