import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import { TRACKING_REFRESH_MS } from './api/shipment';
import ShipmentScreen from './shipment-screen';

const server = startServer(...shopOrdersHandlers);
const shippedId = () => db.orders[2]!.shipmentId!;
const open = (
  id: number | string = shippedId(),
  o: { signedIn?: boolean; locale?: 'zh' | 'en'; prefix?: string } = {},
) =>
  renderScreen(<ShipmentScreen />, {
    path: `${o.prefix ?? '/onmat'}/post_order_info/${id}`,
    route: `${o.prefix ?? '/onmat'}/post_order_info/:postOrderId`,
    signedIn: o.signedIn ?? true,
    title: '物流信息',
    locale: o.locale,
  });

beforeEach(() => {
  resetShopDb();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('shipment', () => {
  it('shows the carrier, tracking number, status, a call link, the address and the items', async () => {
    await open();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('运输中');
    expect(screen.getByTestId('tracking-no').textContent).toBe('SF1402938475612');
    expect(screen.getByText('顺丰速运')).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系快递 95338' }).getAttribute('href')).toBe('tel:95338');
    const address = screen.getByRole('region', { name: '收货地址' });
    expect(address.textContent).toContain('李小满 138****8000');
    expect(address.textContent).toContain('浙江省杭州市西湖区 文三路 90 号 3 幢 501');
    expect(screen.getByRole('region', { name: '包裹内商品' }).textContent).toContain('瑜伽砖');
  });

  it('lists the tracking events newest first, the latest highlighted', async () => {
    await open();
    const events = within(await screen.findByTestId('timeline')).getAllByRole('listitem');
    expect(events.map((e) => e.textContent!.replace(/\d.*$/, ''))).toEqual([
      '【上海】快件已到达【上海转运中心】',
      '【杭州】快件离开【杭州转运中心】',
      '【杭州】商家已发货',
    ]);
    expect(events[0]!.getAttribute('aria-current')).toBe('step');
    expect(events[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('copies the tracking number', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '复制运单号 SF1402938475612' }));
    expect(await screen.findByText('已复制')).toBeTruthy(); // the kit's own toast, not the mocked export
    expect(await navigator.clipboard.readText()).toBe('SF1402938475612');
  });

  it('says so for a shipment that is not the caller’s (4307) or a broken link, without a toast', async () => {
    const { toasts, unmount } = await open(999);
    expect(await screen.findByText('没有找到这个物流单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看购买记录' }).getAttribute('href')).toBe(
      '/onmat/product/record',
    );
    expect(toasts).toEqual([]);
    unmount();
    await open('abc');
    expect(await screen.findByText('没有找到这个物流单')).toBeTruthy();
  });

  it('shows not-found without a request or a retry for a malformed id or a 404 answer', async () => {
    let asked = 0;
    server.use(http.get(`${API}/shop/shipments/:id`, () => (asked++, failJson(404, '', 404))));
    const first = await open('0');
    expect(await screen.findByText('没有找到这个物流单')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open(shippedId());
    expect(await screen.findByText('没有找到这个物流单')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    await open(shippedId(), { signedIn: false });
    expect(await screen.findByText('登录后查看物流')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      `/onmat/login?redirect=${encodeURIComponent(`/onmat/post_order_info/${shippedId()}`)}`,
    );
  });

  it('offers a retry when the service fails', async () => {
    let fail = true;
    server.use(http.get(`${API}/shop/shipments/:id`, () => (fail ? failJson(500, '服务繁忙') : undefined)));
    const { user } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('timeline')).toBeTruthy();
  });

  it('refreshes the events every minute while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.events.on(
      'request:start',
      ({ request }) => void (request.url.includes('/shop/shipments/') && calls++),
    );
    await open();
    await screen.findByTestId('timeline');
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(TRACKING_REFRESH_MS + 100));
    await waitFor(() => expect(calls).toBe(2));
    server.events.removeAllListeners();
  });

  it('works on slim, and speaks English', async () => {
    await open(shippedId(), { prefix: '/slim', locale: 'en' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('In transit');
  });
});
