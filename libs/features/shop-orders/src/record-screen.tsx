import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import {
  EmptyState,
  PageShell,
  PagedList,
  Skeleton,
  useRouteQuery,
  useScrollMemory,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useStoreOrderFlows, useStoreOrderList } from '@yoga/data-access-store-orders';
import { RecordCard } from './record-card';
import { RecordTabs, TAB_PANEL, tabIdOf } from './record-tabs';
import { emptyLabels, links, statusOf, type RecordStatus } from './status';
import css from './shop-orders.module.css';

// One order's detail loads when one is opened, not with the list.
const StoreOrderDetail = lazy(() => import('./order-detail'));

/**
 * product/record: my store orders by status (the tab is in the URL), paged in as the list scrolls;
 * with ?orderNo= one order's detail, the one both this record and 我的订单's store tab open.
 */
export default function RecordScreen() {
  const { orderNo, status } = useRouteQuery('product/record');
  if (orderNo !== null)
    return (
      <Suspense fallback={<Skeleton shape="detail" hero="band" />}>
        <StoreOrderDetail asked={orderNo} />
      </Suspense>
    );
  return <RecordList status={statusOf(status)} />;
}

function RecordList({ status }: { status: RecordStatus }) {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const [, setParams] = useSearchParams();
  const list = useStoreOrderList(sub.id, status);
  const flows = useStoreOrderFlows(sub.id);
  useScrollMemory(`${sub.id}:${status || 'all'}`, list.status === 'success');
  const switchTab = (next: RecordStatus) => {
    if (next === status) return;
    // Replace: back leaves the record rather than stepping through every tab looked at; the rest of
    // the query (lng, channel marks) stays as it was.
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next) q.set('status', next);
        else q.delete('status');
        return q;
      },
      { replace: true },
    );
    window.scrollTo(0, 0);
  };
  return (
    <PageShell>
      <RecordTabs value={status} onChange={switchTab} />
      <section id={TAB_PANEL} role="tabpanel" aria-labelledby={tabIdOf(status)}>
        <PagedList
          query={list}
          className={cx('y-plain y-col y-gap-3', css.list)}
          testId="record-list"
          skeleton="order"
          errorMessage={t`订单加载失败，请重试`}
          rowKey={(o) => o.orderNo}
          row={(o) => <RecordCard order={o} sub={sub} flows={flows} />}
          empty={
            <EmptyState
              title={i18n._(emptyLabels[status])}
              description={<Trans>逛逛商城，挑一件喜欢的好物吧</Trans>}
              action={
                <Link className="y-btn" to={links.store(sub)}>
                  <Trans>去逛逛</Trans>
                </Link>
              }
            />
          }
        />
      </section>
    </PageShell>
  );
}
