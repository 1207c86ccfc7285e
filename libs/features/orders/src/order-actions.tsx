import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { Order } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { ActionBar, cx } from '@yoga/ui';
import { actionLabels } from './labels';
import { actionsOf, type OrderView } from './order-view';
import { useCancelFlow } from './use-cancel-flow';
import s from './orders.module.css';

export interface OrderActionsProps {
  order: Order;
  view: OrderView;
  sub: SubApp;
  /** On the order's own page: full-size buttons in the kit's bottom bar, not a card's pills. */
  bar?: boolean;
}

/** The buttons an order offers in its state; the main one (pay, evaluate) is filled. */
export function OrderActions({ order, view, sub, bar }: OrderActionsProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const cancel = useCancelFlow(sub.id);
  const actions = actionsOf(view);
  if (actions.length === 0) return null;
  const run = {
    'cancel-payment': () => void cancel.run(order, false),
    'cancel-appointment': () => void cancel.run(order, true),
    pay: () => void navigate(link(sub, 'app/pay_info', { orderNo: order.orderNo })),
    evaluate: () => void navigate(link(sub, 'course/evaluate', { orderId: order.orderNo })),
    'view-evaluation': () => void navigate(link(sub, 'course/evaluate', { orderId: order.orderNo })),
  };
  const main = new Set(['pay', 'evaluate']);
  const cls = (a: string) =>
    bar ? (main.has(a) ? 'y-btn' : 'y-btn y-btn-ghost') : main.has(a) ? 'y-pill y-pill-main' : 'y-pill';
  const buttons = actions.map((a) => (
    <button
      key={a}
      type="button"
      className={cls(a)}
      onClick={run[a]}
      disabled={cancel.pending && a.startsWith('cancel')}
    >
      {i18n._(actionLabels[a])}
    </button>
  ));
  return bar ? (
    <ActionBar data-testid="order-actions">{buttons}</ActionBar>
  ) : (
    <div className={cx('y-row y-wrap y-justify-end y-gap-2', s.push)}>{buttons}</div>
  );
}
