import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, answerDialog, failJson, renderScreen, startServer } from '@yoga/testing';
import { formatPoints } from '@yoga/format';
import { db, ordersHandlers, resetOrdersDb } from './testing/handlers';
import OrderListScreen from './order-list-screen';

const server = startServer(...ordersHandlers);
const open = (search = '', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<OrderListScreen />, {
    path: `/onmat/order_list${search}`,
    signedIn: true,
    title: '我的订单',
    locale,
  });
const card = async (title: string) => (await screen.findByText(title)).closest('article')!;

beforeEach(() => resetOrdersDb());

describe('order list', () => {
  it('shows course orders with number, times, amount, points, state and the actions of each state', async () => {
    await open();
    const pending = await card('待支付的课');
    expect(pending.textContent).toContain(`订单号 ${db.orders[0]!.orderNo}`);
    expect(pending.textContent).toMatch(/下单时间.*上课时间/);
    expect(pending.textContent).toContain('待付金额¥39.00');
    expect(pending.textContent).toMatch(/剩余 \d\d:\d\d 自动取消/);
    // Points are earned by paying: an unpaid order promises none, a booked one shows them.
    expect(pending.textContent).not.toContain('积分');
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['复制', '取消支付', '去支付']);
    expect(within(await card('已预约的课')).getByRole('button', { name: '取消预约' })).toBeTruthy();
    expect((await card('已预约的课')).textContent).toContain('实付金额');
    expect((await card('已预约的课')).textContent).toContain('+39 积分');
    expect(within(await card('待评价的课')).getByRole('button', { name: '提交评价' })).toBeTruthy();
    expect(within(await card('已评价的课')).getByRole('button', { name: '查看评价' })).toBeTruthy();
  });

  it('goes to the cashier, the evaluation and the detail', async () => {
    const { user, where } = await open();
    await user.click(within(await card('待支付的课')).getByRole('button', { name: '去支付' }));
    expect(where()).toBe(`/onmat/app/pay_info?orderNo=${db.orders[0]!.orderNo}`);
  });

  it('keeps the tab in the URL and pages in the rest as the list scrolls', async () => {
    const { user } = await open('?tab=vip');
    expect(screen.getByRole('tab', { name: '会员订单' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('月卡会员')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '课程订单' }));
    expect(await screen.findByText('待支付的课')).toBeTruthy();
    expect(screen.getAllByTestId('order-card')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('往期课程 10')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says so when a tab is empty, with a way to the store', async () => {
    await open('?tab=store');
    expect(await screen.findByText('还没有商城订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去商城逛逛' }).getAttribute('href')).toBe('/onmat/store');
  });

  it('copies the order number', async () => {
    const { user } = await open();
    const no = db.orders[0]!.orderNo;
    await user.click(await screen.findByRole('button', { name: `复制订单号 ${no}` }));
    expect(await screen.findByText('已复制')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(no);
  });

  it('cancels a payment through the dialog: Cancelling..., Cancel Success, the card now cancelled', async () => {
    const { user } = await open();
    await user.click(within(await card('待支付的课')).getByRole('button', { name: '取消支付' }));
    const asked = await answerDialog(user, '确认');
    expect(asked).toContain('取消订单');
    expect(asked).toContain('确认取消支付？');
    expect(await screen.findByText('取消成功', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(async () => expect((await card('待支付的课')).getAttribute('data-view')).toBe('cancelled'));
  });

  it('asks "Confirm refund?" for an appointment and does nothing when the user thinks again', async () => {
    let called = false;
    server.events.on('request:start', ({ request }) => void (request.method === 'POST' && (called = true)));
    const { user } = await open();
    await user.click(within(await card('已预约的课')).getByRole('button', { name: '取消预约' }));
    expect(await answerDialog(user, '再想想')).toContain('确认退款？');
    expect(called).toBe(false);
    expect(screen.queryByText('取消中…')).toBeNull();
    server.events.removeAllListeners();
  });

  it('says Cancel Fail with the reason and leaves the order as it was', async () => {
    server.use(http.post(`${API}/orders/:no/cancel`, () => failJson(409, '当前订单状态不可取消')));
    const { user } = await open();
    await user.click(within(await card('待支付的课')).getByRole('button', { name: '取消支付' }));
    await answerDialog(user, '确认');
    expect(await screen.findByText('取消失败：当前订单状态不可取消', {}, { timeout: 4000 })).toBeTruthy();
    expect((await card('待支付的课')).getAttribute('data-view')).toBe('pending');
  });

  it('hands over to login when the session expires mid-cancel, without a Cancel Fail', async () => {
    server.use(http.post(`${API}/orders/:no/cancel`, () => failJson(403, '未登录或登录失效', 403)));
    const { user, effects, toasts } = await open();
    await user.click(within(await card('待支付的课')).getByRole('button', { name: '取消支付' }));
    await answerDialog(user, '确认');
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
    expect(screen.queryByText(/取消失败/)).toBeNull();
    expect(toasts).toEqual(['未登录或登录失效']);
  });

  it('offers a retry when the list fails', async () => {
    server.use(http.get(`${API}/orders`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English, with the spec’s words for cancelling', async () => {
    const { user } = await open('', 'en');
    const pending = await card('待支付的课');
    // The kit's words ("+39 points" once the integrator has put its English in the catalogs).
    expect((await card('已预约的课')).textContent).toContain(formatPoints(39, { sign: true }));
    await user.click(within(pending).getByRole('button', { name: 'Cancel payment' }));
    const asked = await answerDialog(user, 'Confirm');
    expect(asked).toContain('Cancel order');
    expect(asked).toContain('Confirm to cancel the payment?');
    expect(await screen.findByText('Cancel Success', {}, { timeout: 4000 })).toBeTruthy();
    await user.click(within(await card('已预约的课')).getByRole('button', { name: 'Cancel appointment' }));
    expect(await answerDialog(user, 'Close')).toContain('Confirm to cancel the appointment?');
  });
});
