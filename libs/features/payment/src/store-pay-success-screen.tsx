import { useCallback } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { ResultHeading, StateView } from '@yoga/ui';
import { useOrderStatus } from '@yoga/data-access-course-orders';
import { useSettledRefresh } from './api/use-settled-refresh';
import { Cashier } from './cashier';
import { ClosedState } from './closed-state';
import { paymentLinks } from './links';
import { OrderResultPage } from './order-result-page';
import { StorePaid } from './store-paid';

/**
 * The result of a store order: onmat/phala product/pay_success, beaticam film_pay_success, cycling
 * equipment_pay_success. Paid: what ships where and when. Pending: the cashier (inline on cycling,
 * which has no cashier route; elsewhere a link to it). Closed: why, and buy again.
 */
export default function StorePaySuccessScreen() {
  const { t } = useLingui();
  return (
    <OrderResultPage done={t`支付成功`}>{(sub, o) => <StoreResult sub={sub} order={o} />}</OrderResultPage>
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
        title={<ResultHeading />}
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
  const status = useOrderStatus(sub.id, order.orderNo);
  const { refetch } = status;
  const recheck = useCallback(() => refetch(), [refetch]);
  // Paid or closed: the order shown here (and on every other screen) refreshes.
  useSettledRefresh(sub.id, status.data?.state);
  return <Cashier sub={sub} order={order} status={status.data} recheck={recheck} />;
}
