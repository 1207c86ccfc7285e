import { useNavigate } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderState } from '@yoga/contract';
import { StateView } from '@yoga/ui';

const closedTitles: Partial<Record<OrderState, MessageDescriptor>> = {
  expired: msg`订单已超时`,
  cancelled: msg`订单已取消`,
  refunded: msg`订单已退款`,
};

/** Why an order can no longer be paid, in a few words: the closed state's title and a result page's heading. */
export const closedTitle = (state: OrderState): MessageDescriptor => closedTitles[state] ?? msg`订单不可支付`;

/** An order that can no longer be paid: say why, and offer a way on (never a dead end). */
export function ClosedState(p: { order: Order; state: OrderState; buyAgain: string; home: string }) {
  const { order, state, buyAgain } = p;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <StateView
      icon="⏰"
      title={i18n._(closedTitle(state))}
      description={state === 'expired' ? t`超过支付时间未付款，订单已自动关闭，请重新下单` : order.title}
      action={
        <div className="y-row y-gap-3">
          <button type="button" className="y-btn" onClick={() => void navigate(buyAgain)}>
            <Trans>重新购买</Trans>
          </button>
          <button
            type="button"
            className="y-btn y-btn-ghost"
            onClick={() => void (history.length > 1 ? navigate(-1) : navigate(p.home))}
          >
            <Trans>返回</Trans>
          </button>
        </div>
      }
    />
  );
}
