import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import type { SubApp } from '@yoga/platform';
import { PageShell, QueryState, Skeleton, StateView, useSubApp } from '@yoga/ui';
import { useStoreOrder } from '@yoga/data-access-store-orders';
import { ReviewForm, type Outcome } from './review-form';
import { links } from './status';
import css from './shop-orders.module.css';

/** How long the thank-you stays before the record's 已评价 tab takes over. */
export const DONE_REDIRECT_MS = 1500;

function NotYet({ sub, order: o }: { sub: SubApp; order: StoreOrder }) {
  const why = {
    'to-pay': <Trans>订单还没有支付，收到商品后才能评价</Trans>,
    'to-ship': <Trans>商品还没有发货，收到商品后就可以评价了</Trans>,
    shipped: <Trans>商品正在路上，确认收货后就可以评价了</Trans>,
    closed: <Trans>订单已关闭，无法评价</Trans>,
  }[o.status as 'to-pay' | 'to-ship' | 'shipped' | 'closed'];
  return (
    <StateView
      title={<Trans>暂时还不能评价</Trans>}
      description={why}
      action={
        o.status === 'shipped' && o.shipmentId !== null ? (
          <Link className="y-btn" to={links.shipment(sub, o.shipmentId)}>
            <Trans>查看物流</Trans>
          </Link>
        ) : (
          <Link className="y-btn" to={links.record(sub)}>
            <Trans>查看购买记录</Trans>
          </Link>
        )
      }
    />
  );
}

function Done({ sub }: { sub: SubApp }) {
  const navigate = useNavigate();
  const to = links.record(sub, 'reviewed');
  useEffect(() => {
    const id = setTimeout(() => void navigate(to, { replace: true }), DONE_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [navigate, to]);
  // The kit has no success drawing: a check mark in the brand colour, in the state's layout.
  return (
    <section className={`y-state`} role="status">
      <svg viewBox="0 0 48 48" aria-hidden="true" className={css.successMark}>
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <h2>
        <Trans>评价成功</Trans>
      </h2>
      <p>
        <Trans>感谢你的分享，你的评价将帮助更多小伙伴</Trans>
      </p>
      <Link className="y-btn" to={to} replace>
        <Trans>查看已评价订单</Trans>
      </Link>
    </section>
  );
}

/** product/evaluate/:orderId (the order number): review each item of a received order. */
export default function EvaluateScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const orderNo = (useParams().orderId ?? '').trim();
  const order = useStoreOrder(sub.id, orderNo);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const back = (
    <Link className="y-btn" to={links.record(sub)}>
      <Trans>返回购买记录</Trans>
    </Link>
  );
  // A malformed number names no order (the server would call it a bad request, worth no retry).
  const malformed = !ORDER_NO_PATTERN.test(orderNo);
  let body;
  if (outcome?.kind === 'done') body = <Done sub={sub} />;
  else if (outcome?.kind === 'refused')
    body = (
      <StateView
        illustration="error"
        title={<Trans>这笔订单不能评价</Trans>}
        description={outcome.why || <Trans>订单状态已变化，请返回查看</Trans>}
        action={back}
      />
    );
  else
    body = (
      <QueryState
        query={order}
        notFound={malformed}
        notFoundTitle={<Trans>订单不存在</Trans>}
        loading={<Skeleton lines={10} />}
        errorMessage={t`订单加载失败，请重试`}
      >
        {(o) =>
          o.status === 'received' && o.items.some((i) => !i.reviewed) ? (
            <ReviewForm subApp={sub.id} order={o} onOutcome={setOutcome} />
          ) : o.status === 'received' || o.status === 'reviewed' ? (
            <StateView
              title={<Trans>这笔订单已评价</Trans>}
              description={<Trans>每件商品只能评价一次</Trans>}
              action={
                <Link className="y-btn" to={links.record(sub, 'reviewed')}>
                  <Trans>查看已评价订单</Trans>
                </Link>
              }
            />
          ) : (
            <NotYet sub={sub} order={o} />
          )
        }
      </QueryState>
    );
  return <PageShell>{body}</PageShell>;
}
