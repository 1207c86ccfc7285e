import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, answerDialog, failJson, okJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import {
  fakeOrders,
  markFakePaid,
  paymentHandlers,
  pendingOrder,
  prepayAnswer,
  prepayCalls,
  resetFake,
} from './testing/handlers';
import { payEffects } from './pay-effects';
import PayInfoScreen from './pay-info-screen';

const server = startServer(...paymentHandlers);
const NO = 'OM20261201123456';
const open = (path = `/onmat/app/pay_info?orderNo=${NO}`, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PayInfoScreen />, { path, signedIn: true, title: '订单支付', locale });

beforeEach(() => {
  resetFake(pendingOrder());
  prepayAnswer.value = { channel: 'h5', h5: { url: `/__dev/pay/cashier?orderNo=${NO}` } };
});
afterEach(() => vi.restoreAllMocks());

describe('cashier (app/pay_info)', () => {
  it('shows a skeleton, then the amount, a countdown and what is bought', async () => {
    await open();
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥39.00');
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/支付剩余时间 1[34]:\d\d/);
    expect(screen.getByTestId('order-summary').textContent).toContain('肩颈放松理疗课');
    expect(screen.getByTestId('order-summary').textContent).toContain('−¥10.00');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('订单支付');
  });

  it('leaves for the H5 cashier once, however often the button is tapped', async () => {
    const assign = vi.spyOn(payEffects, 'assign').mockImplementation(() => {});
    const { user } = await open();
    const pay = await screen.findByRole('button', { name: /立即支付 ¥39.00/ });
    await Promise.all([user.click(pay), user.click(pay), user.click(pay)]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/__dev/pay/cashier?orderNo=${NO}`));
    expect(prepayCalls).toEqual([{ orderNo: NO, channel: 'h5' }]);
    expect(screen.getByRole('button', { name: '正在发起支付...' })).toHaveProperty('disabled', true);
  });

  it('pays in place in the chat browser, and hands mini-programs to the native pay page', async () => {
    vi.spyOn(payEffects, 'host').mockReturnValue('chat-browser');
    const jsapi = {
      appId: 'wx1',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'prepay_id=wx2',
      signType: 'HMAC-SHA256',
      paySign: 'S',
    };
    prepayAnswer.value = { channel: 'jsapi', jsapi };
    const chatPay = vi.spyOn(payEffects, 'chatPay').mockResolvedValue('cancel');
    const { user, unmount } = await open();
    await user.click(await screen.findByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(chatPay).toHaveBeenCalledWith(jsapi));
    expect(await screen.findByText('已取消支付')).toBeTruthy();
    expect(screen.getByText('微信支付')).toBeTruthy();
    unmount();

    vi.spyOn(payEffects, 'host').mockReturnValue('chat-mini-program');
    prepayAnswer.value = { channel: 'mini', mini: { path: `/pages/pay/index?orderNo=${NO}` } };
    const openNative = vi.spyOn(payEffects, 'openNative').mockResolvedValue(true);
    const second = await open();
    await second.user.click(await screen.findByRole('button', { name: /立即支付/ }));
    await waitFor(() =>
      expect(openNative).toHaveBeenCalledWith('chat-mini-program', '/pages/pay/index', `orderNo=${NO}`),
    );
  });

  it('moves on to pay_success when polling sees the payment', async () => {
    const { where } = await open();
    await screen.findByTestId('pay-amount');
    markFakePaid(NO);
    await waitFor(() => expect(where()).toBe(`/onmat/pay_success?orderNo=${NO}`), { timeout: 4000 });
  });

  it('goes to yoga bay’s own success page', async () => {
    resetFake(pendingOrder({ subApp: 'bay', state: 'paid' }));
    const { where } = await open(`/bay/app/pay_info?orderNo=${NO}`);
    await waitFor(() => expect(where()).toBe(`/bay/apply_course_success?orderNo=${NO}`));
  });

  it('closes the order when the countdown reaches zero, with a way to buy again', async () => {
    resetFake(pendingOrder({ payDeadline: new Date(TEST_NOW + 1200).toISOString() }));
    const { user, where } = await open();
    expect(await screen.findByText('订单已超时', undefined, { timeout: 4000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新购买' }));
    expect(where()).toBe('/onmat/course_detail?courseId=2');
  });

  it('says so when "我已支付" finds no payment yet', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '我已支付' }));
    expect(
      await screen.findByText('暂未查询到支付结果，如已扣款请稍后再试', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('sends the user to log in when the session ends mid-payment', async () => {
    const { user, effects } = await open();
    await screen.findByTestId('pay-amount');
    server.use(http.get(`${API}/orders/:orderNo/status`, () => failJson(403, '未登录或登录失效', 403)));
    await user.click(screen.getByRole('button', { name: '我已支付' }));
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalledWith('standard'));
  });

  it('cancels the order from "支付遇到问题" after a confirm', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '支付遇到问题' }));
    // The sheet offers 重新支付, 联系客服 and 取消订单; the confirm that follows names its button 取消订单 too.
    expect(await screen.findByText('联系客服')).toBeTruthy();
    await user.click(screen.getByText('取消订单'));
    expect(await answerDialog(user, '取消订单')).toContain('确认取消支付吗？');
    // The toast first: it shows for 2 s once the order is refreshed, and a wait for the closed state
    // before it could let it go by on a busy machine (a CI run once missed it so).
    expect(await screen.findByText('取消成功', {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('订单已取消', {}, { timeout: 4000 })).toBeTruthy();
    expect(fakeOrders.get(NO)!.state).toBe('cancelled');
  });

  it('says plainly when the order does not exist, without a toast', async () => {
    const { toasts, unmount } = await open('/onmat/app/pay_info?orderNo=OM20260101000000');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(toasts).toEqual([]);
    unmount();
    await open('/onmat/app/pay_info');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });

  it('shows not-found without a request or a retry for a malformed number or someone else’s order', async () => {
    let asked = 0;
    server.use(http.get(`${API}/orders/:no`, () => (asked++, failJson(404, '订单不存在'))));
    const first = await open('/onmat/app/pay_info?orderNo=1');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open();
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
  });

  it('offers a retry when the service fails, and recovers', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/orders/:orderNo`, () =>
        ++calls <= 2 ? failJson(500, '服务繁忙') : okJson(pendingOrder()),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByTestId('pay-amount')).toBeTruthy();
  });

  it('speaks English', async () => {
    await open(undefined, 'en');
    expect(await screen.findByRole('button', { name: /Pay ¥39.00/ })).toBeTruthy();
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/Time left to pay/);
  });
});
