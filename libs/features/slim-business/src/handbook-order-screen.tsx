import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { HandbookOrder } from '@yoga/contract';
import { formatDateTime, formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, SignInPrompt, cx, isSignedIn, useSubApp } from '@yoga/ui';
import { useHandbookOrders } from './api/handbook-orders';
import s from './slim-business.module.css';

/** handbook_order: my handbook orders, newest first; an unpaid one goes back to the cashier. */
export default function HandbookOrderScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const orders = useHandbookOrders(sub.id, signedIn);
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你的手册订单</Trans>
        </SignInPrompt>
      ) : (
        <PagedList
          query={orders}
          className="y-plain y-col y-gap-3"
          skeleton="cards"
          errorMessage={t`手册订单加载失败，请重试`}
          rowKey={(o) => o.orderNo}
          empty={
            <EmptyState
              title={<Trans>还没有手册订单</Trans>}
              action={
                <Link className="y-btn" to={sub.home}>
                  <Trans>返回首页</Trans>
                </Link>
              }
            />
          }
          row={(o) => <OrderCard o={o} />}
        />
      )}
    </PageShell>
  );
}

function OrderCard({ o }: { o: HandbookOrder }) {
  const sub = useSubApp();
  const state = {
    pending: <Trans>待支付</Trans>,
    paid: <Trans>已支付</Trans>,
    cancelled: <Trans>已取消</Trans>,
    refunded: <Trans>已退款</Trans>,
    expired: <Trans>已过期</Trans>,
  }[o.state];
  return (
    <li className="y-card y-col y-gap-2" data-testid="handbook-order">
      <div className="y-row y-between y-gap-2">
        <strong>{o.title}</strong>
        <span className={cx('y-badge y-badge-brand', o.state === 'paid' && s.statePaid)}>{state}</span>
      </div>
      <p className="y-m0 y-sm y-muted">
        <Trans>
          {o.edition} × {o.quantity}
        </Trans>
      </p>
      <p className="y-m0 y-sm y-muted">
        <Trans>订单号 {o.orderNo}</Trans> · {formatDateTime(o.createdAt)}
      </p>
      <div className="y-row y-between y-gap-2">
        <strong>{formatMoney(o.amount)}</strong>
        {o.state === 'pending' && (
          <Link className="y-btn" to={link(sub, 'business/pay_info', { orderNo: o.orderNo })}>
            <Trans>去支付</Trans>
          </Link>
        )}
      </div>
    </li>
  );
}
