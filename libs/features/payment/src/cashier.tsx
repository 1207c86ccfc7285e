import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderStatus } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatMoney, useCountdown } from '@yoga/format';
import { ActionBar, cx, Skeleton, showToast } from '@yoga/ui';
import { ClosedState } from './closed-state';
import { paymentLinks } from './links';
import { OrderSummary } from './order-summary';
import { channelFor, payEffects } from './pay-effects';
import { usePay } from './use-pay';
import { useTrouble } from './use-trouble';
import s from './payment.module.css';

interface Props {
  sub: SubApp;
  order: Order;
  status: OrderStatus | undefined;
  recheck: () => Promise<{ data?: OrderStatus }>;
}

/** A pending order: amount, deadline, what is bought, and the one pay button the host allows. */
export function Cashier({ sub, order, status, recheck }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const links = paymentLinks(sub);
  const state = status?.state ?? order.state;
  const { left, text: timeLeft } = useCountdown(status?.payDeadline ?? order.payDeadline);
  const timedOut = state === 'pending' && left === 0;
  const { pay, paying } = usePay(sub.id, order.orderNo, () => void recheck());
  const trouble = useTrouble(sub.id, order.orderNo, { pay: () => void pay(), servicePath: links.service });

  const successPath = links.success(order);
  useEffect(() => {
    if (state === 'paid') void navigate(successPath, { replace: true });
  }, [state, navigate, successPath]);
  // The deadline passed on this phone: ask the server, which closes the order at the same moment.
  useEffect(() => {
    if (timedOut) void recheck();
  }, [timedOut, recheck]);

  const checkPaid = async () => {
    const r = await recheck();
    if (r.data?.state === 'pending') void showToast(t`暂未查询到支付结果，如已扣款请稍后再试`);
  };

  if (state === 'paid') return <Skeleton lines={3} />;
  if (state !== 'pending' || timedOut)
    return (
      <ClosedState
        order={order}
        state={timedOut ? 'expired' : state}
        buyAgain={links.buyAgain(order)}
        home={sub.home}
      />
    );
  const price = formatMoney(order.amount, { symbol: false });
  const method = { jsapi: t`微信支付`, mini: t`小程序支付`, h5: t`在线支付` }[channelFor(payEffects.host())];
  return (
    <div className={cx('y-col y-gap-3', s.page)}>
      <section className="y-card y-center" aria-live="polite">
        <p className={cx('y-text y-num', s.amount)} data-testid="pay-amount">
          <span className={cx('y-xl', s.currency)}>¥</span>
          {formatMoney(order.amount, { symbol: false })}
        </p>
        {order.discount > 0 && (
          <p className={cx('y-m0 y-muted y-sm', s.original)}>{formatMoney(order.originalAmount)}</p>
        )}
        <p className="y-m0 y-mt-2 y-text-danger y-md y-num" role="timer" data-testid="pay-countdown">
          <Trans>支付剩余时间 {timeLeft}</Trans>
        </p>
      </section>
      <OrderSummary order={order} />
      <ul className="y-list">
        <li>
          <span className="y-k">{t`支付方式`}</span>
          <span className="y-v">{method}</span>
        </li>
      </ul>
      <ActionBar
        stacked
        startBelow
        start={
          <div className="y-row y-between y-mt-2">
            <button
              type="button"
              className={cx('y-btn-ghost y-row y-justify-center y-muted y-md y-tap', s.link)}
              onClick={() => void checkPaid()}
            >
              <Trans>我已支付</Trans>
            </button>
            <button
              type="button"
              className={cx('y-btn-ghost y-row y-justify-center y-muted y-md y-tap', s.link)}
              onClick={() => void trouble()}
            >
              <Trans>支付遇到问题</Trans>
            </button>
          </div>
        }
      >
        <button
          type="button"
          className={cx('y-btn y-btn-block y-tap', s.submit)}
          disabled={paying}
          onClick={() => void pay()}
        >
          {paying ? t`正在发起支付...` : t`立即支付 ¥${price}`}
        </button>
      </ActionBar>
    </div>
  );
}
