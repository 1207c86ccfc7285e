import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { markFakePaid, paymentHandlers, prepayAnswer, resetFake } from './testing/handlers';
import { fakeStoreOrders, storeBackbone, storeOrderHandlers, storeOrderOf } from './testing/store-handlers';
import StorePaySuccessScreen from './store-pay-success-screen';

const server = startServer(...paymentHandlers, ...storeOrderHandlers);
/** The nav bar's heading: what the screen shows as its title, the order's outcome. */
const navHeading = () => screen.getByRole('heading', { level: 1 }).textContent;
const NO = 'BC20261201000001';
const paid = (over = {}) => storeBackbone({ state: 'paid', paidAt: '2026-12-01T02:03:00.000Z', ...over });
const open = (path: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<StorePaySuccessScreen />, { path, signedIn: true, title: '支付成功', locale });
const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

beforeEach(() => {
  resetFake(paid());
  fakeStoreOrders.clear();
  fakeStoreOrders.set(NO, storeOrderOf());
  prepayAnswer.value = { channel: 'h5', h5: { url: `/__dev/pay/cashier?orderNo=${NO}` } };
});

describe('store pay success', () => {
  it('shows a paid film pack: amount, items with spec × qty, the address and when it ships', async () => {
    await open(`/beaticam/film_pay_success?orderNo=${NO}`);
    expect(await screen.findByRole('heading', { level: 2, name: '支付成功' })).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥98.00');
    expect(screen.getByText('预计 48 小时内发货，发货后可查看物流')).toBeTruthy();
    const items = (await screen.findByTestId('store-items')).textContent!;
    expect(items).toContain('instax mini 相纸 20 张装');
    expect(items).toContain('白边 × 2');
    expect(screen.getByTestId('store-address').textContent).toContain('浙江省杭州市西湖区 文三路 100 号');
    expect(screen.getByTestId('store-address').textContent).toContain('张三');
    // beaticam has no product/record: only 继续逛逛, to its film list.
    expect(hrefs()).toEqual(['/beaticam/film_list']);
  });

  it('offers 查看订单 and 继续逛逛 on onmat and phala', async () => {
    resetFake(paid({ subApp: 'phala', orderNo: 'PH20261201000001' }));
    fakeStoreOrders.set('PH20261201000001', storeOrderOf({ orderNo: 'PH20261201000001', subApp: 'phala' }));
    await open('/phala/product/pay_success?orderNo=PH20261201000001');
    await screen.findByTestId('store-items');
    expect(hrefs()).toEqual(['/phala/product/record', '/phala/store']);
    expect(screen.getByRole('link', { name: '查看订单' })).toBeTruthy();
  });

  it('sends a pending order to the cashier route where the sub-app has one', async () => {
    resetFake(storeBackbone());
    await open(`/beaticam/film_pay_success?orderNo=${NO}`);
    expect((await screen.findByRole('link', { name: '去支付' })).getAttribute('href')).toBe(
      `/beaticam/pay_info?orderNo=${NO}`,
    );
  });

  it('is the cashier on cycling while pending, and the result once paid', async () => {
    const no = 'CY20261201000001';
    resetFake(storeBackbone({ orderNo: no, subApp: 'cycling', title: '公路车头盔' }));
    fakeStoreOrders.set(no, storeOrderOf({ orderNo: no, subApp: 'cycling' }));
    await open(`/cycling/equipment_pay_success?orderNo=${no}`);
    expect(await screen.findByRole('button', { name: /立即支付 ¥98.00/ })).toBeTruthy();
    expect(screen.getByTestId('pay-countdown')).toBeTruthy();
    markFakePaid(no);
    expect(
      await screen.findByRole('heading', { level: 2, name: '支付成功' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(navHeading()).toBe('支付成功');
    await waitFor(() => expect(hrefs()).toEqual(['/cycling/equipment']));
  });

  it('says a closed order cannot be paid and offers to buy the pack again', async () => {
    resetFake(storeBackbone({ state: 'expired' }));
    const { user, where } = await open(`/beaticam/film_pay_success?orderNo=${NO}`);
    expect(await screen.findByRole('heading', { level: 2, name: '订单已超时' })).toBeTruthy();
    expect(navHeading()).toBe('订单已超时');
    await user.click(screen.getByRole('button', { name: '重新购买' }));
    expect(where()).toBe('/beaticam/film_discount/7');
  });

  it('keeps the summary when the goods fail to load, with a retry', async () => {
    server.use(http.get(`${API}/shop/orders/:orderNo`, () => failJson(500, '服务繁忙')));
    await open(`/beaticam/film_pay_success?orderNo=${NO}`);
    expect(await screen.findByText('商品信息加载失败', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('order-summary').textContent).toContain(NO);
  });

  it('never shows success for a malformed number or someone else’s paid order: not-found, no retry', async () => {
    let asked = 0;
    server.use(http.get(`${API}/orders/:no`, () => (asked++, failJson(404, '订单不存在'))));
    const first = await open('/beaticam/film_pay_success?orderNo=abc');
    expect(await screen.findByRole('heading', { level: 2, name: '订单不存在' })).toBeTruthy();
    expect(navHeading()).toBe('订单不存在');
    expect(asked).toBe(0);
    first.unmount();
    await open(`/beaticam/film_pay_success?orderNo=${NO}`);
    expect(await screen.findByRole('heading', { level: 2, name: '订单不存在' })).toBeTruthy();
    expect(navHeading()).toBe('订单不存在');
    expect(screen.queryByRole('heading', { level: 2, name: '支付成功' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('says when the order does not exist, and speaks English', async () => {
    const first = await open('/cycling/equipment_pay_success?orderNo=CY20260101000000');
    expect(await screen.findByRole('heading', { level: 2, name: '订单不存在' })).toBeTruthy();
    expect(navHeading()).toBe('订单不存在');
    first.unmount();
    await open(`/beaticam/film_pay_success?orderNo=${NO}`, 'en');
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });
});
