import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link, type SubApp } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, useSubApp } from '@yoga/ui';
import { useInvoiceRecords } from './api/invoice-records';
import { InvoiceCard } from './invoice-card';
import { InvoiceGate } from './invoice-gate';

function Records({ sub }: { sub: SubApp }) {
  const { t } = useLingui();
  const list = useInvoiceRecords(sub.id);
  return (
    <PagedList
      query={list}
      testId="invoice-records"
      className="y-plain y-col y-gap-2"
      skeleton="blocks"
      errorMessage={t`开票记录加载失败，请重试`}
      empty={
        <EmptyState
          title={<Trans>暂无开票记录</Trans>}
          description={<Trans>为已支付的订单申请发票后，会显示在这里</Trans>}
          action={
            <Link className="y-btn" to={link(sub, 'order/invoice')}>
              <Trans>去开发票</Trans>
            </Link>
          }
        />
      }
      rowKey={(i) => i.id}
      row={(i) => <InvoiceCard invoice={i} />}
    />
  );
}

/** order/invoice/record (开票记录): every request, newest first; pending ones refresh every 30 s. */
export default function InvoiceRecordScreen() {
  const sub = useSubApp();
  return (
    <InvoiceGate>
      <PageShell>
        <Records sub={sub} />
      </PageShell>
    </InvoiceGate>
  );
}
