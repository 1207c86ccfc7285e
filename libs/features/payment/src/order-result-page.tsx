import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { PageShell, QueryState, Skeleton, useRouteQuery, useSubApp } from '@yoga/ui';
import { isNotFound } from './api/errors';
import { useOrder } from '@yoga/data-access-course-orders';
import { OrderNotFound } from './closed-state';

/**
 * The frame of a result page after paying (?orderNo=): loads the order, says so when there is none
 * (no number, or not the caller's), and hands the order to `children` once it is here.
 */
export function OrderResultPage({ children }: { children: (sub: SubApp, order: Order) => ReactNode }) {
  const { t } = useLingui();
  const sub = useSubApp();
  // Every result route (pay_success, product/pay_success, film_pay_success, …) declares the same orderNo.
  const orderNo = useRouteQuery('pay_success').orderNo?.trim() ?? '';
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
        {(o) => children(sub, o)}
      </QueryState>
    </PageShell>
  );
}
