import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { InvoiceableOrder } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, showToast, useSessionDraft, useSubApp } from '@yoga/ui';
import { useInvoiceableOrders } from './api/invoiceable-orders';
import { useInvoiceStatuses } from './api/invoice-records';
import { applyLink, MAX_ORDERS } from './links';
import { OrderRow } from './order-row';
import { SelectBar } from './select-bar';
import { parseSelection, selectionKey } from './draft';
import { InvoiceGate } from './invoice-gate';

function Orders({ sub }: { sub: SubApp }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useInvoiceableOrders(sub.id);
  const loaded: InvoiceableOrder[] = list.data?.pages.flatMap((p) => p.list) ?? [];
  const statuses = useInvoiceStatuses(
    sub.id,
    loaded.some((o) => o.invoiceId !== null),
  );
  // Kept for the tab: coming back from apply shows them ticked.
  const [picked, setPicked] = useSessionDraft<string[]>(selectionKey(sub.id), () => [], {
    parse: parseSelection,
    keep: 'session',
  });

  const open = loaded.filter((o) => o.invoiceId === null);
  const chosen = open.filter((o) => picked.includes(o.orderNo));
  const total = chosen.reduce((s, o) => s + o.amount, 0);
  const tooMany = () => void showToast(t`一次最多选择 ${MAX_ORDERS} 笔订单`);
  const toggle = (no: string) => {
    if (picked.includes(no)) return setPicked(picked.filter((n) => n !== no));
    if (chosen.length >= MAX_ORDERS) return tooMany();
    setPicked([...picked, no]);
  };
  const allChecked = open.length > 0 && open.slice(0, MAX_ORDERS).every((o) => picked.includes(o.orderNo));
  const selectAll = () => {
    if (allChecked) return setPicked([]);
    if (open.length > MAX_ORDERS) tooMany();
    setPicked(open.slice(0, MAX_ORDERS).map((o) => o.orderNo));
  };
  const statusOf = (o: InvoiceableOrder) =>
    // Unknown while the statuses load (or failed): no badge rather than a guess; the row stays locked.
    // Loaded but not among them: an invoice older than the records fetched, long issued.
    o.invoiceId === null ? null : statuses.data ? (statuses.data.get(o.invoiceId) ?? 'issued') : 'unknown';

  return (
    <>
      <PagedList
        query={list}
        testId="invoice-orders"
        className="y-plain y-col y-gap-2"
        skeleton={{ shape: 'blocks', lines: 4 }}
        errorMessage={t`订单加载失败，请重试`}
        header={() => (
          <p className="y-m0 y-sm y-muted">
            <Trans>近一年内已支付的订单可开具电子普通发票，可多笔合并开一张</Trans>
          </p>
        )}
        empty={
          <EmptyState
            title={<Trans>暂无可开票订单</Trans>}
            description={<Trans>近一年内已支付的订单会显示在这里</Trans>}
            action={
              <Link className="y-btn y-btn-ghost" to={link(sub, 'order/invoice/record')}>
                <Trans>查看开票记录</Trans>
              </Link>
            }
          />
        }
        rowKey={(o) => o.orderNo}
        row={(o) => (
          <OrderRow order={o} checked={picked.includes(o.orderNo)} invoiced={statusOf(o)} onToggle={toggle} />
        )}
      />
      {loaded.length > 0 && (
        <SelectBar
          count={chosen.length}
          total={total}
          allChecked={allChecked}
          canSelectAll={open.length > 0}
          onSelectAll={selectAll}
          onNext={() =>
            navigate(
              applyLink(
                sub,
                chosen.map((o) => o.orderNo),
              ),
            )
          }
        />
      )}
    </>
  );
}

/** order/invoice (开发票): the year's paid orders, ticked together into one invoice request. */
export default function InvoiceOrdersScreen() {
  const sub = useSubApp();
  return (
    <InvoiceGate>
      <PageShell
        right={
          <Link to={link(sub, 'order/invoice/record')}>
            <Trans>开票记录</Trans>
          </Link>
        }
      >
        <Orders sub={sub} />
      </PageShell>
    </InvoiceGate>
  );
}
