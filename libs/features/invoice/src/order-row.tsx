import { Trans } from '@lingui/react/macro';
import type { InvoiceableOrder, InvoiceStatus } from '@yoga/contract';
import { formatDate, formatMoney } from '@yoga/format';
import { Badge, Card, cx } from '@yoga/ui';
import s from './invoice.module.css';

export interface OrderRowProps {
  order: InvoiceableOrder;
  checked: boolean;
  /** The order's invoice status (one past the loaded records is an old, issued one); 'unknown' while they load; null: none. */
  invoiced: InvoiceStatus | 'unknown' | null;
  onToggle: (orderNo: string) => void;
}

/** One paid order: a checkbox while it can be invoiced, its invoice's status once it has one. */
export function OrderRow({ order: o, checked, invoiced, onToggle }: OrderRowProps) {
  const id = `iv-order-${o.orderNo}`;
  const orderNo = o.orderNo;
  const paidOn = formatDate(o.paidAt);
  return (
    <Card as="li" className="y-row y-gap-2">
      <input
        id={id}
        type="checkbox"
        className={cx('y-fixed', s.check)}
        checked={checked && !invoiced}
        disabled={invoiced !== null}
        onChange={() => onToggle(o.orderNo)}
      />
      <label htmlFor={id} className="y-grow y-col y-gap-1">
        <span className={cx('y-bold y-ellipsis', invoiced && 'y-muted')}>{o.title}</span>
        <span className="y-xs y-faint y-num">
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <span className="y-xs y-faint y-num">
          <Trans>支付时间 {paidOn}</Trans>
        </span>
      </label>
      <span className={cx('y-col y-gap-1', s.side)}>
        <strong className="y-num y-bold">{formatMoney(o.amount)}</strong>
        {invoiced === 'pending' && (
          <Badge>
            <Trans>开票中</Trans>
          </Badge>
        )}
        {invoiced === 'issued' && (
          <Badge tone="muted">
            <Trans>已开票</Trans>
          </Badge>
        )}
      </span>
    </Card>
  );
}
