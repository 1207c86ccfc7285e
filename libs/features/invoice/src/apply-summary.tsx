import { Trans } from '@lingui/react/macro';
import type { InvoiceableOrder } from '@yoga/contract';
import { formatMoney } from '@yoga/format';

/** The orders this invoice covers and their sum, as the server has them now. */
export function ApplySummary({ orders }: { orders: InvoiceableOrder[] }) {
  const count = orders.length;
  const total = formatMoney(orders.reduce((s, o) => s + o.amount, 0));
  return (
    <section className="iv-card" aria-labelledby="iv-summary-title">
      <h2 id="iv-summary-title" className="iv-card-title">
        <Trans>开票订单（{count} 笔）</Trans>
      </h2>
      <ul className="iv-summary" data-testid="invoice-summary">
        {orders.map((o) => (
          <li key={o.orderNo}>
            <span className="iv-summary-title">{o.title}</span>
            <span>{formatMoney(o.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="iv-summary-total">
        <Trans>
          开票金额 <strong className="iv-amount">{total}</strong>
        </Trans>
      </p>
    </section>
  );
}
