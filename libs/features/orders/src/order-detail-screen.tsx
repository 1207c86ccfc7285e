import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { isNotFoundError, PageShell, QueryState, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { useOrder } from '@yoga/data-access-course-orders';
import { OrderDetailBody } from './order-detail-body';

/** One order: its state and what it means, the item, the money, the numbers and times, the actions. */
export default function OrderDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const asked = useRouteQuery('order_detail').orderNo?.trim() ?? '';
  // A malformed number names no order: not found at once, without a request (the server would call
  // it a bad request).
  const orderNo = ORDER_NO_PATTERN.test(asked) ? asked : '';
  const order = useOrder(sub.id, orderNo);
  const missing = orderNo === '' || isNotFoundError(order.error);
  return (
    <PageShell>
      {missing ? (
        <StateView
          illustration="empty"
          title={<Trans>订单不存在</Trans>}
          description={<Trans>链接里的订单号有误，或这不是你的订单</Trans>}
          action={
            <Link className="y-btn" to={link(sub, 'order_list')}>
              <Trans>查看我的订单</Trans>
            </Link>
          }
        />
      ) : (
        <QueryState
          query={order}
          skeleton={{ shape: 'detail', hero: 'band', lines: 3 }}
          errorMessage={t`订单加载失败，请重试`}
        >
          {(o) => <OrderDetailBody order={o} sub={sub} />}
        </QueryState>
      )}
    </PageShell>
  );
}
