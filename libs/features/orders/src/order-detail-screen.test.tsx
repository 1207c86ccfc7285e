import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, answerDialog, failJson, renderScreen, startServer } from '@yoga/testing';
import { db, ordersHandlers, resetOrdersDb } from './testing/handlers';
import OrderDetailScreen from './order-detail-screen';

const server = startServer(...ordersHandlers);
const open = (orderNo: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<OrderDetailScreen />, {
    path: `/onmat/order_detail?orderNo=${orderNo}`,
    signedIn: true,
    title: '订单详情',
    locale,
  });

beforeEach(() => {
  resetOrdersDb();
});

describe('order detail', () => {
  it('shows the state with its meaning, the item, the price breakdown, the numbers and times', async () => {
    const o = db.orders[1]!; // booked
    await open(o.orderNo);
    const detail = await screen.findByTestId('order-detail');
    expect(detail.textContent).toContain('已预约');
    expect(detail.textContent).toContain('开课前可取消预约并退款');
    expect(detail.textContent).toContain('已预约的课');
    expect(detail.textContent).toContain('教练：周一鸣');
    const prices = screen.getByRole('list', { name: '价格明细' }).textContent!;
    expect(prices).toContain('商品金额¥49.00');
    expect(prices).toContain('优惠−¥10.00');
    expect(prices).toContain('实付金额¥39.00');
    expect(prices).toContain('+39 积分');
    const info = screen.getByRole('list', { name: '订单信息' }).textContent!;
    expect(info).toContain(o.orderNo);
    expect(info).toMatch(/下单时间.*支付时间/);
    expect(screen.getByRole('button', { name: `复制订单号 ${o.orderNo}` })).toBeTruthy();
  });

  it('cancels an appointment: Confirm refund?, Cancelling..., Cancel Success, now refunded', async () => {
    const { user } = await open(db.orders[1]!.orderNo);
    await user.click(await screen.findByRole('button', { name: '取消预约' }));
    expect(await answerDialog(user, '确认')).toContain('确认退款？');
    expect(await screen.findByText('取消成功', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('order-detail').getAttribute('data-view')).toBe('refunded'),
    );
    expect(screen.getByText('预约已取消，款项将原路退回')).toBeTruthy();
  });

  it('offers its actions as full buttons in the bottom bar, paying the filled one', async () => {
    await open(db.orders[0]!.orderNo); // pending
    const bar = await screen.findByTestId('order-actions');
    expect(bar.classList.contains('y-action-bar')).toBe(true);
    const pay = within(bar).getByRole('button', { name: '去支付' });
    expect(pay.className).toBe('y-btn');
    expect(within(bar).getByRole('button', { name: '取消支付' }).className).toBe('y-btn y-btn-ghost');
    // The bar's spacer keeps the last rows scrollable out from under it.
    expect(screen.getByTestId('action-bar-space')).toBeTruthy();
  });

  it('keeps the order as it was when cancelling fails', async () => {
    server.use(http.post(`${API}/orders/:no/cancel`, () => failJson(500, '')));
    const { user } = await open(db.orders[0]!.orderNo);
    await user.click(await screen.findByRole('button', { name: '取消支付' }));
    await answerDialog(user, '确认');
    expect(await screen.findByText('取消失败', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('order-detail').getAttribute('data-view')).toBe('pending');
  });

  it('says plainly when the order does not exist, with a way to the list', async () => {
    await open('OM20261201999999');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe('/onmat/order_list');
  });

  it('shows not-found without a retry for a malformed number or someone else’s order', async () => {
    const first = await open('1');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(http.get(`${API}/orders/:no`, () => failJson(404, '订单不存在')));
    await open(db.orders[0]!.orderNo);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('sends the user to log in when the session has expired', async () => {
    server.use(http.get(`${API}/orders/:no`, () => failJson(403, '未登录或登录失效', 403)));
    const { effects } = await open(db.orders[0]!.orderNo);
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    await open(db.orders[2]!.orderNo, 'en');
    expect((await screen.findByTestId('order-detail')).textContent).toContain('Not evaluated');
    expect(screen.getByRole('button', { name: 'Submit evaluation' })).toBeTruthy();
  });
});
