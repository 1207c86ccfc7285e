import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { cx, ResultHeading, useSubApp } from '@yoga/ui';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { ClosedState } from './closed-state';
import { formatMoney } from '@yoga/format';
import { paymentLinks } from './links';
import { OrderResultPage } from './order-result-page';
import { OrderSummary } from './order-summary';
import s from './payment.module.css';

/** The result after paying (pay_success; yoga bay's apply_course_success): what was bought, what next. */
export default function PaySuccessScreen() {
  const { t } = useLingui();
  const done = useSubApp().id === 'bay' ? t`报名成功` : t`支付成功`;
  return <OrderResultPage done={done}>{(sub, o) => <Result sub={sub} order={o} />}</OrderResultPage>;
}

function Result({ sub, order }: { sub: SubApp; order: Order }) {
  const links = paymentLinks(sub);
  // A membership just bought: the way to it (its days, benefits and cards) comes first.
  const membership = order.kind === 'vip' ? links.membership : undefined;
  // Opened before the payment landed (or for an unpaid order): the cashier knows what to do next.
  if (order.state === 'pending')
    return (
      <section className="y-state">
        <h2>
          <ResultHeading />
        </h2>
        <Link className="y-btn" to={links.cashier(order.orderNo)}>
          <Trans>去支付</Trans>
        </Link>
      </section>
    );
  if (order.state !== 'paid')
    return <ClosedState order={order} state={order.state} buyAgain={links.buyAgain(order)} home={sub.home} />;
  return (
    <div className={cx('y-col y-gap-3', s.page)}>
      <section className={cx('y-center', s.resultHead)} role="status">
        <div className={s.check} aria-hidden="true">
          ✓
        </div>
        <h2 className={'y-m0 y-mt-2 y-xl'}>
          <ResultHeading />
        </h2>
        <p className={cx('y-text y-num', s.amount)}>
          <span className={cx('y-xl', s.currency)}>¥</span>
          {formatMoney(order.amount, { symbol: false })}
        </p>
      </section>
      <OrderSummary order={order} paid />
      <h3 className={cx('y-m0 y-mt-2 y-muted', s.nextTitle)}>
        <Trans>接下来</Trans>
      </h3>
      <nav className="y-col y-gap-3">
        {links.coachQr && order.kind === 'course' && (
          <Link className="y-btn y-center" to={links.coachQr}>
            <Trans>添加老师微信，获取上课提醒</Trans>
          </Link>
        )}
        {membership && (
          <Link className="y-btn y-center" to={membership}>
            <Trans>查看我的会员</Trans>
          </Link>
        )}
        {links.viewOrder && links.viewOrder(order) !== membership && (
          <Link className="y-btn y-btn-ghost y-center" to={links.viewOrder(order)}>
            <Trans>查看订单</Trans>
          </Link>
        )}
        {links.download && (
          <Link className="y-btn y-btn-ghost y-center" to={links.download}>
            <Trans>下载App，随时上课</Trans>
          </Link>
        )}
        <Link className={cx('y-row y-justify-center y-center y-muted y-md y-tap', s.link)} to={sub.home}>
          <Trans>返回首页</Trans>
        </Link>
      </nav>
    </div>
  );
}
