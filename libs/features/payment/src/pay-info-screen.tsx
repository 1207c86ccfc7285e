import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import { PageShell, QueryState, Skeleton, useRouteQuery, useSubApp } from '@yoga/ui';
import { useOrder, useOrderStatus } from '@yoga/data-access-course-orders';
import { useSettledRefresh } from './api/use-settled-refresh';
import { Cashier } from './cashier';

/**
 * The cashier (app/pay_info?orderNo=) of every sub-app that sells. Everything shown is derived from
 * the server, so leaving for a pay page and coming back (or a reload) shows the true state.
 */
export default function PayInfoScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  // beaticam's cashier is pay_info; both routes declare the same orderNo.
  const raw = useRouteQuery('app/pay_info').orderNo?.trim() ?? '';
  // A malformed number names no order: nothing is asked, the not-found state shows at once.
  const orderNo = ORDER_NO_PATTERN.test(raw) ? raw : '';
  const order = useOrder(sub.id, orderNo);
  const status = useOrderStatus(sub.id, orderNo);
  useSettledRefresh(sub.id, status.data?.state);
  const { refetch } = status;
  const recheck = useCallback(() => refetch(), [refetch]);

  return (
    <PageShell>
      <QueryState
        query={order}
        notFound={!orderNo}
        notFoundTitle={<Trans>订单不存在</Trans>}
        loading={<Skeleton lines={6} />}
        errorMessage={t`订单信息加载失败，请重试`}
      >
        {(o) => <Cashier sub={sub} order={o} status={status.data} recheck={recheck} />}
      </QueryState>
    </PageShell>
  );
}
