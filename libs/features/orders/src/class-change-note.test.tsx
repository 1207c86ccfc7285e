import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderClassChange } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { db, ordersHandlers, resetOrdersDb } from './testing/handlers';
import { makeOrder } from './testing/fixtures';
import OrderDetailScreen from './order-detail-screen';
import OrderListScreen from './order-list-screen';

startServer(...ordersHandlers);
const HOUR = 3_600_000;
const from = new Date(TEST_NOW + 48 * HOUR).toISOString();
const to = new Date(TEST_NOW + 72 * HOUR).toISOString();
const change = (c: Partial<OrderClassChange>): OrderClassChange => ({
  kind: 'time',
  from,
  to,
  outcome: null,
  at: new Date().toISOString(),
  ...c,
});
const detail = (orderNo: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<OrderDetailScreen />, {
    path: `/onmat/order_detail?orderNo=${orderNo}`,
    signedIn: true,
    title: '订单详情',
    locale,
  });

beforeEach(() => resetOrdersDb());

describe('a coach’s change on a student’s order', () => {
  it('shows a new class time from and to, on the detail with the new class time', async () => {
    const o = makeOrder({ title: '哈他瑜伽', classTime: to, classChange: change({}) });
    db.orders.unshift(o);
    await detail(o.orderNo);
    const d = await screen.findByTestId('order-detail');
    expect(d.textContent).toContain(`上课时间 ${formatDateTime(to)}`);
    expect(within(d).getByTestId('class-change').textContent).toBe(
      `教练调整了上课时间：由 ${formatDateTime(from)} 改为 ${formatDateTime(to)}`,
    );
    expect(d.getAttribute('data-view')).toBe('booked');
  });

  it('says it in English', async () => {
    const o = makeOrder({ title: '哈他瑜伽', classTime: to, classChange: change({}) });
    db.orders.unshift(o);
    await detail(o.orderNo, 'en');
    expect((await screen.findByTestId('class-change')).textContent).toMatch(
      /^Class time changed by the coach from .+ to .+$/,
    );
  });

  it('shows a cancelled class as refunded in full, or an unpaid order closed', async () => {
    const refunded = makeOrder({
      state: 'refunded',
      classTime: from,
      classChange: change({ kind: 'cancel', to: null, outcome: 'refunded' }),
    });
    const closed = makeOrder({
      state: 'cancelled',
      paidAt: null,
      classTime: from,
      classChange: change({ kind: 'cancel', to: null, outcome: 'cancelled' }),
    });
    db.orders.unshift(refunded, closed);
    await detail(refunded.orderNo);
    expect((await screen.findByTestId('class-change')).textContent).toBe(
      `教练取消了 ${formatDateTime(from)} 的课，已全额退款 ¥39.00，原路退回`,
    );
  });

  it('shows the note on the order in the list too; an order without a change has none', async () => {
    const closed = makeOrder({
      title: '被取消的课',
      state: 'cancelled',
      paidAt: null,
      classTime: from,
      classChange: change({ kind: 'cancel', to: null, outcome: 'cancelled' }),
    });
    db.orders.unshift(closed);
    await renderScreen(<OrderListScreen />, { path: '/onmat/order_list', signedIn: true });
    const card = (await screen.findAllByTestId('order-card')).find((c) =>
      c.textContent!.includes('被取消的课'),
    )!;
    expect(within(card).getByTestId('class-change').textContent).toBe(
      `教练取消了 ${formatDateTime(from)} 的课，订单已关闭，无需支付`,
    );
    expect(screen.getAllByTestId('class-change')).toHaveLength(1);
  });
});
