import { useCallback, useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import { detectSubApp, type SubApp } from '@yoga/platform';
import { PageShell, QueryState, Skeleton, StateView } from '@yoga/ui';
import { isNotFound } from './api/errors';
import { useOrder } from './api/order';
import { useOrderStatus } from './api/order-status';
import { Cashier } from './cashier';
import { ClosedState, OrderNotFound } from './closed-state';
import { paymentKeys } from './keys';
import { paymentLinks } from './links';
import { StorePaid } from './store-paid';
import './payment.css';
import './store-result.css';

/**
 * The result of a store order: onmat/phala product/pay_success, beaticam film_pay_success, cycling
 * equipment_pay_success. Paid: what ships where and when. Pending: the cashier (inline on cycling,
 * which has no cashier route; elsewhere a link to it). Closed: why, and buy again.
 */
export default function StorePaySuccessScreen() {
  const { t } = useLingui();
  const sub = detectSubApp(useLocation().pathname)!;
  const orderNo = useSearchParams()[0].get('orderNo')?.trim() ?? '';
  const order = useOrder(sub.id, orderNo);
  if (!orderNo || isNotFound(order.error))
    return (
      <PageShell>
        <OrderNotFound home={sub.home} />
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState query={order} loading={<Skeleton lines={6} />} errorMessage={t`订单信息加载失败，请重试`}>
        {(o) => <StoreResult sub={sub} order={o} />}
      </QueryState>
    </PageShell>
  );
}

function StoreResult({ sub, order }: { sub: SubApp; order: Order }) {
  const { pathname } = useLocation();
  const links = paymentLinks(sub);
  const pathOf = (to: string) => to.split('?')[0];
  // A course or card opened here by mistake has its own result page.
  const own = links.success(order);
  if (order.kind !== 'store' && pathOf(own) !== pathname) return <Navigate to={own} replace />;
  if (order.state === 'pending') {
    if (pathOf(links.cashier(order.orderNo)) === pathname) return <InlineCashier sub={sub} order={order} />;
    return (
      <StateView
        icon="🧾"
        title={<Trans>订单尚未支付</Trans>}
        description={<Trans>请在支付剩余时间内完成支付，超时订单将自动关闭</Trans>}
        action={
          <Link className="y-btn" to={links.cashier(order.orderNo)}>
            <Trans>去支付</Trans>
          </Link>
        }
      />
    );
  }
  if (order.state !== 'paid')
    return <ClosedState order={order} state={order.state} buyAgain={links.buyAgain(order)} home={sub.home} />;
  return <StorePaid sub={sub} order={order} links={links} />;
}

/** This page is the cashier (cycling): poll, and once paid show the result in place. */
function InlineCashier({ sub, order }: { sub: SubApp; order: Order }) {
  const client = useQueryClient();
  const status = useOrderStatus(sub.id, order.orderNo);
  const { refetch } = status;
  const recheck = useCallback(() => refetch(), [refetch]);
  const state = status.data?.state;
  useEffect(() => {
    if (state && state !== 'pending')
      void client.invalidateQueries({ queryKey: paymentKeys.order(sub.id, order.orderNo) });
  }, [state, client, sub.id, order.orderNo]);
  return <Cashier sub={sub} order={order} status={status.data} recheck={recheck} />;
}
