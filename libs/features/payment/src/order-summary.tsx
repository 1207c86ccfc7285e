import { useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import { cx, showToast } from '@yoga/ui';
import { formatDateTime, formatMoney } from '@yoga/format';
import s from './payment.module.css';

/** What was bought, shared by the cashier and the result page. */
export function OrderSummary({ order, paid = false }: { order: Order; paid?: boolean }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.orderNo);
      void showToast(t`订单号已复制`);
    } catch {
      void showToast(t`复制失败，请长按订单号手动复制`);
    }
  };
  return (
    <ul className="y-list" data-testid="order-summary">
      <li>
        <span className="y-k">{t`商品`}</span>
        <span className="y-v">{order.title}</span>
      </li>
      {order.classTime && (
        <li>
          <span className="y-k">{t`上课时间`}</span>
          <span className="y-v">{formatDateTime(order.classTime)}</span>
        </li>
      )}
      {order.discount > 0 && (
        <li>
          <span className="y-k">{t`优惠`}</span>
          <span className="y-v y-text-danger">{formatMoney(-order.discount)}</span>
        </li>
      )}
      {paid && (
        <li>
          <span className="y-k">{t`实付金额`}</span>
          <span className="y-v">{formatMoney(order.amount)}</span>
        </li>
      )}
      <li>
        <span className="y-k">{t`订单编号`}</span>
        <span className="y-v">
          <span data-testid="order-no">{order.orderNo}</span>
          <button
            type="button"
            className={cx('y-surface y-muted y-xs y-tap', s.copy)}
            onClick={() => void copy()}
          >
            {t`复制`}
          </button>
        </span>
      </li>
      {paid && order.paidAt && (
        <li>
          <span className="y-k">{t`支付时间`}</span>
          <span className="y-v">{formatDateTime(order.paidAt)}</span>
        </li>
      )}
    </ul>
  );
}
