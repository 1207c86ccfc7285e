import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import { PageShell, QueryState, Skeleton, useRouteQuery, useSubApp } from '@yoga/ui';
import { useOrder } from '@yoga/data-access-course-orders';

/**
 * The frame of a result page after paying (?orderNo=): loads the order, says so when there is none
 * (no number, or not the caller's), and hands the order to `children` once it is here.
 */
export function OrderResultPage({ children }: { children: (sub: SubApp, order: Order) => ReactNode }) {
  const { t } = useLingui();
  const sub = useSubApp();
  // Every result route (pay_success, product/pay_success, film_pay_success, …) declares the same orderNo.
  const raw = useRouteQuery('pay_success').orderNo?.trim() ?? '';
  // A malformed number names no order: nothing is asked, the not-found state shows at once.
  const orderNo = ORDER_NO_PATTERN.test(raw) ? raw : '';
  const order = useOrder(sub.id, orderNo);
  return (
    <PageShell>
      <QueryState
        query={order}
        notFound={!orderNo}
        notFoundTitle={<Trans>订单不存在</Trans>}
        loading={<Skeleton lines={6} />}
        errorMessage={t`订单信息加载失败，请重试`}
      >
        {(o) => children(sub, o)}
      </QueryState>
    </PageShell>
  );
}
