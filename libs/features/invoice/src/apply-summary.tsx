import { Trans } from '@lingui/react/macro';
import type { InvoiceableOrder } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { Facts, InfoRow, Section } from '@yoga/ui';

/** The orders this invoice covers and their sum, as the server has them now. */
export function ApplySummary({ orders }: { orders: InvoiceableOrder[] }) {
  const count = orders.length;
  const total = formatMoney(orders.reduce((sum, o) => sum + o.amount, 0));
  return (
    <Section title={<Trans>开票订单（{count} 笔）</Trans>}>
      <Facts>
        {orders.map((o) => (
          <li key={o.orderNo}>
            <span className="y-bold y-ellipsis">{o.title}</span>
            <span>{formatMoney(o.amount)}</span>
          </li>
        ))}
        <InfoRow k={<Trans>开票金额</Trans>}>
          <strong className="y-num y-bold">{total}</strong>
        </InfoRow>
      </Facts>
    </Section>
  );
}
