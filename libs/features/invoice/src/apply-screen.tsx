import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link, type SubApp } from '@yoga/platform';
import { Page, PageShell, QueryState, Skeleton, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { useChosenOrders } from './api/invoiceable-orders';
import { ApplyForm } from './apply-form';
import { ApplySummary } from './apply-summary';
import { parseOrderNos } from './links';
import { InvoiceGate } from './invoice-gate';
import { useInvoiceOwner } from './use-invoice-owner';

/** No usable choice in the link, or the orders moved on: back to the list to choose again. */
function ChooseAgain({ sub, changed }: { sub: SubApp; changed: boolean }) {
  return (
    <StateView
      title={changed ? <Trans>所选订单已开票或不可开票</Trans> : <Trans>请先选择要开票的订单</Trans>}
      description={
        changed ? (
          <Trans>可能已在其他设备申请过，请重新选择</Trans>
        ) : (
          <Trans>在订单列表中勾选一笔或多笔订单</Trans>
        )
      }
      action={
        <Link className="y-btn" to={link(sub, 'order/invoice')} replace>
          <Trans>去选择订单</Trans>
        </Link>
      }
    />
  );
}

function Apply({ sub, orderNos }: { sub: SubApp; orderNos: string[] }) {
  const { t } = useLingui();
  const chosen = useChosenOrders(sub.id, orderNos);
  const { owner, pending } = useInvoiceOwner(sub);
  if (pending) return <Skeleton shape="form" lines={5} />;
  return (
    <QueryState query={chosen} skeleton={{ shape: 'form', lines: 5 }} errorMessage={t`订单加载失败，请重试`}>
      {({ orders, unavailable }) =>
        unavailable.length > 0 ? (
          <ChooseAgain sub={sub} changed />
        ) : (
          <Page>
            <ApplySummary orders={orders} />
            {/* Another account is another form: its own draft and remembered title. */}
            <ApplyForm key={owner?.userId ?? 'nobody'} sub={sub} owner={owner} orders={orders} />
          </Page>
        )
      }
    </QueryState>
  );
}

/** order/invoice/apply?orderNos=a,b: the chosen orders, the title and the mailbox; then the request. */
export default function InvoiceApplyScreen() {
  const sub = useSubApp();
  const orderNos = parseOrderNos(useRouteQuery('order/invoice/apply').orderNos);
  return (
    <InvoiceGate>
      <PageShell>
        {orderNos ? <Apply sub={sub} orderNos={orderNos} /> : <ChooseAgain sub={sub} changed={false} />}
      </PageShell>
    </InvoiceGate>
  );
}
