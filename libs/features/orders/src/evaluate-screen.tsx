import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Order } from '@yoga/contract';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import { link, type SubApp } from '@yoga/platform';
import {
  cx,
  isNotFoundError,
  PageShell,
  QueryState,
  Skeleton,
  StateView,
  takeSessionDraft,
  useHome,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useEvaluation } from './api/evaluation';
import { useOrder } from '@yoga/data-access-course-orders';
import { evaluationDraftKey } from './evaluation-draft';
import { EvaluateForm } from './evaluate-form';
import { EvaluationView } from './evaluation-view';
import { formatDateTime } from '@yoga/format';
import { OrderCover } from './order-card';
import { viewOf } from './order-view';
import s from './orders.module.css';

/** Only onmat has order pages; elsewhere "back to the order" is the sub-app's home. */
function BackLink({ sub, orderNo }: { sub: SubApp; orderNo: string }) {
  const home = useHome();
  if (sub.id !== 'onmat')
    return (
      <a className="y-btn" href={home.href} onClick={(e) => (e.preventDefault(), home.go())}>
        <Trans>返回首页</Trans>
      </a>
    );
  return (
    <Link className="y-btn" to={orderNo ? link(sub, 'order_detail', { orderNo }) : link(sub, 'order_list')}>
      {orderNo ? <Trans>查看订单</Trans> : <Trans>查看我的订单</Trans>}
    </Link>
  );
}

function Evaluated({ sub, order }: { sub: SubApp; order: Order }) {
  const { t } = useLingui();
  const evaluation = useEvaluation(sub.id, order.orderNo);
  // Evaluated (here or in another tab): a draft left for it is of no use any more.
  useEffect(
    () => void takeSessionDraft(evaluationDraftKey(sub.id, order.orderNo), () => null),
    [sub.id, order.orderNo],
  );
  return (
    <QueryState query={evaluation} loading={<Skeleton lines={4} />} errorMessage={t`评价加载失败，请重试`}>
      {(e) => (
        <>
          <EvaluationView evaluation={e} />
          {/* It is one of the course's reviews now: there it sits among everyone's. */}
          <div className={cx('y-row y-justify-center', s.evalMore)}>
            <Link className="y-btn y-btn-ghost" to={link(sub, 'course_detail', { courseId: order.refId })}>
              <Trans>在课程页查看</Trans>
            </Link>
          </div>
        </>
      )}
    </QueryState>
  );
}

function Body({ sub, order: o }: { sub: SubApp; order: Order }) {
  const view = viewOf(o);
  return (
    <>
      <section className={cx('y-card y-pad-3 y-gap-3', s.item)}>
        <OrderCover order={o} />
        <div className="y-min0">
          <h2 className={cx('y-lg y-text', s.mb1)}>{o.title}</h2>
          {o.classTime && (
            <p className={cx('y-sm y-muted', s.meta)}>
              <Trans>上课时间</Trans> {formatDateTime(o.classTime)}
            </p>
          )}
        </div>
      </section>
      {o.evaluated ? (
        <Evaluated sub={sub} order={o} />
      ) : view === 'to-evaluate' ? (
        <EvaluateForm subApp={sub.id} orderNo={o.orderNo} />
      ) : (
        <StateView
          title={<Trans>这个订单暂不能评价</Trans>}
          description={
            view === 'booked' ? (
              <Trans>上课后就可以评价了</Trans>
            ) : (
              <Trans>只有已支付的课程订单可以评价</Trans>
            )
          }
          action={<BackLink sub={sub} orderNo={o.orderNo} />}
        />
      )}
    </>
  );
}

/** course/evaluate?orderId=<orderNo>: write the evaluation of a class taken, or read the one written. */
export default function EvaluateScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const orderNo = useRouteQuery('course/evaluate').orderId?.trim() ?? '';
  const order = useOrder(sub.id, orderNo);
  // A malformed number names no order: not found at once (the server calls it a bad request).
  const missing = !ORDER_NO_PATTERN.test(orderNo) || isNotFoundError(order.error);
  return (
    <PageShell title={order.data?.evaluated ? t`我的评价` : undefined}>
      {missing ? (
        <StateView
          title={<Trans>订单不存在</Trans>}
          description={<Trans>链接里的订单号有误，或这不是你的订单</Trans>}
          action={<BackLink sub={sub} orderNo="" />}
        />
      ) : (
        <QueryState query={order} loading={<Skeleton lines={8} />} errorMessage={t`订单加载失败，请重试`}>
          {(o) => <Body sub={sub} order={o} />}
        </QueryState>
      )}
    </PageShell>
  );
}
