import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { link, type SubApp } from '@yoga/platform';
import { cx, EmptyState, PageShell, PagedList, Skeleton, useRouteQuery, useSubApp } from '@yoga/ui';
import { orderListOptions } from '@yoga/data-access-course-orders';
import { OrderCard } from './order-card';
import { OrderTabs, tabOf, type Tab } from './order-tabs';
import { PULL_THRESHOLD, usePullRefresh } from './use-pull-refresh';
import type { StoreRefresh } from './store-panel';
import s from './orders.module.css';

// The store tab reads the store-order resource (the purchase record's): loaded with that tab only.
const StorePanel = lazy(() => import('./store-panel'));

/** Where an empty tab sends the user to buy something. */
const shopFor = (sub: SubApp, tab: Tab) =>
  ({ course: link(sub, 'free_course'), vip: link(sub, 'vip_pay'), store: link(sub, 'store') })[tab];

function EmptyTab({ sub, tab }: { sub: SubApp; tab: Tab }) {
  const title = {
    course: <Trans>还没有课程订单</Trans>,
    vip: <Trans>还没有会员订单</Trans>,
    store: <Trans>还没有商城订单</Trans>,
  }[tab];
  const go = {
    course: <Trans>去选课</Trans>,
    vip: <Trans>去开通会员</Trans>,
    store: <Trans>去商城逛逛</Trans>,
  }[tab];
  return (
    <EmptyState
      title={title}
      action={
        <Link className="y-btn" to={shopFor(sub, tab)}>
          {go}
        </Link>
      }
    />
  );
}

/** My orders: course, VIP and store tabs (in the URL), paged in as the list scrolls; kept alive. */
export default function OrderListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const [, setParams] = useSearchParams();
  const tab = tabOf(useRouteQuery('order_list').tab);
  const store = tab === 'store';
  // Course and VIP tabs read the backbone's orders; the store tab the store orders (StorePanel).
  const list = useInfiniteQuery({ ...orderListOptions(sub.id, tab), enabled: !store });
  const [storeRefresh, setStoreRefresh] = useState<StoreRefresh>({ refetch: null, refetching: false });
  const refetch = () => (store ? (storeRefresh.refetch?.() ?? Promise.resolve()) : list.refetch());
  const { pull, busy } = usePullRefresh(refetch);
  const switchTab = (next: Tab) => {
    setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), tab: next }), { replace: true });
    window.scrollTo(0, 0);
  };
  // Shown again (back from a detail or the cashier): an order that was awaiting payment may have
  // been paid or cancelled meanwhile, so those lists refresh quietly (the store tab refreshes
  // itself); the rest stay as they were.
  const shownBefore = useRef(false);
  useEffect(() => {
    if (
      shownBefore.current &&
      !store &&
      list.data?.pages.some((p) => p.list.some((o) => o.state === 'pending'))
    )
      void list.refetch();
    shownBefore.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen is shown again
  }, []);
  const refreshing =
    busy || (store ? storeRefresh.refetching : list.isRefetching && !list.isFetchingNextPage);
  const refreshButton = (
    <button
      type="button"
      className={cx('y-tap', s.refresh)}
      onClick={() => void refetch()}
      aria-label={t`刷新`}
      disabled={refreshing}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
  return (
    <PageShell right={refreshButton}>
      <OrderTabs tab={tab} onChange={switchTab} />
      <div
        className={cx('y-row y-justify-center y-muted y-sm', s.pull)}
        style={{ height: busy ? 40 : pull }}
        aria-live="polite"
      >
        {busy ? (
          <Trans>刷新中…</Trans>
        ) : pull >= PULL_THRESHOLD ? (
          <Trans>释放刷新</Trans>
        ) : pull > 0 ? (
          <Trans>下拉刷新</Trans>
        ) : null}
      </div>
      <section id="o-tab-panel" role="tabpanel" aria-labelledby={`o-tab-${tab}`} aria-busy={refreshing}>
        {store ? (
          <Suspense fallback={<Skeleton shape="order" />}>
            <StorePanel sub={sub} empty={<EmptyTab sub={sub} tab={tab} />} onRefresh={setStoreRefresh} />
          </Suspense>
        ) : (
          <PagedList
            query={list}
            skeleton="order"
            empty={<EmptyTab sub={sub} tab={tab} />}
            as="div"
            className={cx('y-col y-gap-3', s.list)}
            testId="order-list"
            rowKey={(o) => o.orderNo}
            row={(o) => <OrderCard order={o} sub={sub} />}
          />
        )}
      </section>
    </PageShell>
  );
}
