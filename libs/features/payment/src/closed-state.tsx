import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderState } from '@yoga/contract';
import { StateView } from '@yoga/ui';

/** An order that can no longer be paid: say why, and offer a way on (never a dead end). */
export function ClosedState(p: { order: Order; state: OrderState; buyAgain: string; home: string }) {
  const { order, state, buyAgain } = p;
  const { t } = useLingui();
  const navigate = useNavigate();
  const titles: Partial<Record<OrderState, string>> = {
    expired: t`订单已超时`,
    cancelled: t`订单已取消`,
    refunded: t`订单已退款`,
  };
  return (
    <StateView
      icon="⏰"
      title={titles[state] ?? t`订单不可支付`}
      description={state === 'expired' ? t`超过支付时间未付款，订单已自动关闭，请重新下单` : order.title}
      action={
        <div className="pay-actions">
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
