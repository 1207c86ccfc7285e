import { Trans } from '@lingui/react/macro';
import type { InvoiceableOrder, InvoiceStatus } from '@yoga/contract';
import { formatDate, formatMoney } from '@yoga/format';

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
    <li className={`iv-order${invoiced ? ' iv-order-done' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="iv-check"
        checked={checked && !invoiced}
        disabled={invoiced !== null}
        onChange={() => onToggle(o.orderNo)}
      />
      <label htmlFor={id} className="iv-order-main">
        <span className="iv-order-title">{o.title}</span>
        <span className="iv-order-meta">
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <span className="iv-order-meta">
          <Trans>支付时间 {paidOn}</Trans>
        </span>
      </label>
      <span className="iv-order-side">
        <strong className="iv-amount">{formatMoney(o.amount)}</strong>
        {invoiced === 'pending' && (
          <span className="iv-badge iv-badge-pending">
            <Trans>开票中</Trans>
          </span>
        )}
        {invoiced === 'issued' && (
          <span className="iv-badge iv-badge-issued">
            <Trans>已开票</Trans>
          </span>
        )}
      </span>
    </li>
  );
}
