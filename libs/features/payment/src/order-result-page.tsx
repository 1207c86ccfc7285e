import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import {
  outcomeOf,
  QueryState,
  ResultHeading,
  ResultPage,
  Skeleton,
  useRouteQuery,
  useSubApp,
  type ResultOutcome,
} from '@yoga/ui';
import { closedTitle } from './closed-state';
import { useOrder } from '@yoga/data-access-course-orders';

const outcomeOfOrder = (o: Order): ResultOutcome =>
  o.state === 'paid' ? 'done' : o.state === 'pending' ? 'pending' : 'failed';

/**
 * The frame of a result page after paying (?orderNo=): loads the order, says so when there is none
 * (no number, or not the caller's), and hands the order to `children` once it is here. The nav
 * bar's heading is the order's outcome (`done` words it when paid), never 支付成功 above an unpaid,
 * closed or missing order; the body shows the same words with `<ResultHeading />`.
 */
export function OrderResultPage({
  done,
  children,
}: {
  done: string;
  children: (sub: SubApp, order: Order) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  // Every result route (pay_success, product/pay_success, film_pay_success, …) declares the same orderNo.
  const raw = useRouteQuery('pay_success').orderNo?.trim() ?? '';
  // A malformed number names no order: nothing is asked, the not-found state shows at once.
  const orderNo = ORDER_NO_PATTERN.test(raw) ? raw : '';
  const order = useOrder(sub.id, orderNo);
  const words = {
    done,
    pending: t`订单尚未支付`,
    // Only shown once the order is here and closed.
    failed: order.data ? i18n._(closedTitle(order.data.state)) : '',
    missing: t`订单不存在`,
    checking: t`支付结果`,
  };
  return (
    <ResultPage outcome={outcomeOf(order, !orderNo, outcomeOfOrder)} words={words}>
      <QueryState
        query={order}
        notFound={!orderNo}
        notFoundTitle={<ResultHeading />}
        loading={<Skeleton lines={6} />}
        errorMessage={t`订单信息加载失败，请重试`}
      >
        {(o) => children(sub, o)}
      </QueryState>
    </ResultPage>
  );
}
