import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, answerDialog, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import RecordScreen from './record-screen';

const server = startServer(...shopOrdersHandlers);
const open = (search = '', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<RecordScreen />, {
    path: `/onmat/product/record${search}`,
    signedIn: true,
    title: '购买记录',
    locale,
  });
const card = async (title: string) =>
  (await screen.findByText(title)).closest('li[data-testid="record-card"]') as HTMLElement;
const buttons = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  resetShopDb();
});

describe('purchase record', () => {
  it('shows each order with number, status, items, total and the actions of its status', async () => {
    await open();
    const toPay = await card('待付款的垫子');
    expect(toPay.textContent).toContain(`订单号 ${db.orders[0]!.orderNo}`);
    expect(toPay.textContent).toMatch(/待付款 剩余 \d\d:\d\d/);
    expect(toPay.textContent).toContain('雾霾蓝 / 6mm');
    expect(toPay.textContent).toContain('¥129.00×1');
    expect(toPay.textContent).toContain('待付 ¥129.00');
    expect(buttons(toPay)).toEqual(['复制', '取消订单', '去支付']);
    const shipped = await card('运输中的垫子');
    expect(shipped.textContent).toContain('实付 ¥218.00（含运费 ¥10.00）');
    expect(buttons(shipped)).toEqual(['复制', '查看物流', '确认收货']);
    expect(buttons(await card('待评价的垫子'))).toEqual(['复制', '查看物流', '评价']);
    const reviewed = await card('已评价的垫子');
    // The badge says 已评价; the parcel can still be looked at, and the goods bought again.
    expect(buttons(reviewed)).toEqual(['复制', '查看物流', '再次购买']);
    expect(buttons(await card('已关闭的订单 1'))).toEqual(['复制', '再次购买']);
    expect(buttons(await card('待发货的砖'))).toEqual(['复制']);
  });

  it('opens on the 全部 tab when the link names no status', async () => {
    await open();
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('so-tab-all');
  });

  it('pages in the rest as the list scrolls', async () => {
    const { user } = await open();
    expect(await screen.findAllByTestId('record-card')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已关闭的订单 9')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('keeps the tab in the URL and asks the service for that status', async () => {
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const u = new URL(request.url);
      if (u.pathname.endsWith('/shop/orders')) asked.push(u.searchParams.get('status'));
    });
    const { user } = await open('?status=shipped');
    expect(screen.getByRole('tab', { name: '已发货' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByTestId('record-card')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: '待评价' }));
    expect(await screen.findByText('待评价的垫子')).toBeTruthy();
    expect(screen.queryByText('运输中的垫子')).toBeNull();
    expect(asked).toEqual(['shipped', 'received']);
    server.events.removeAllListeners();
  });

  it('says so when a tab is empty, with a way to the store', async () => {
    server.use(http.get(`${API}/shop/orders`, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    await open('?status=to-ship');
    expect(await screen.findByText('没有待发货的订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/onmat/store');
  });

  it('offers a retry when the service fails, and loads on retry', async () => {
    let fail = true;
    server.use(http.get(`${API}/shop/orders`, () => (fail ? failJson(500, '服务繁忙') : undefined)));
    const { user, toasts: shown } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    expect(shown).toContain('服务繁忙');
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('待付款的垫子')).toBeTruthy();
  });

  it('cancels a to-pay order through a dialog; the card turns closed', async () => {
    const { user } = await open();
    await user.click(within(await card('待付款的垫子')).getByRole('button', { name: '取消订单' }));
    expect(await answerDialog(user, '确认')).toContain('确认取消支付？');
    expect(await screen.findByText('取消成功', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(async () => expect((await card('待付款的垫子')).dataset.status).toBe('closed'));
    expect(buttons(await card('待付款的垫子'))).toEqual(['复制', '再次购买']);
  });

  it('does nothing when the shopper thinks again', async () => {
    const { user } = await open();
    await user.click(within(await card('待付款的垫子')).getByRole('button', { name: '取消订单' }));
    await answerDialog(user, '再想想');
    expect(screen.queryByText('取消中…')).toBeNull();
    expect(db.orders[0]!.status).toBe('to-pay');
  });

  it('goes to the cashier, the review, the shipment and the product again', async () => {
    const [toPay, , , received, reviewed] = db.orders;
    const goes: [string, string, string][] = [
      ['待付款的垫子', '去支付', `/onmat/app/pay_info?orderNo=${toPay!.orderNo}`],
      ['待评价的垫子', '评价', `/onmat/product/evaluate/${received!.orderNo}`],
      ['待评价的垫子', '查看物流', `/onmat/post_order_info/${received!.shipmentId}`],
      ['已评价的垫子', '再次购买', `/onmat/product/detail/${reviewed!.items[0]!.spuId}`],
    ];
    for (const [title, action, to] of goes) {
      const { user, where, unmount } = await open();
      await user.click(within(await card(title)).getByRole('button', { name: action }));
      expect(where(), action).toBe(to);
      unmount();
    }
  });

  it('opens the order’s detail when the card is tapped', async () => {
    const { user } = await open();
    // The card names the order's detail as its way on (the detail is this route with ?orderNo=).
    const main = within(await card('运输中的垫子')).getByRole('link', { name: /查看订单详情/ });
    expect(main.getAttribute('href')).toBe(`/onmat/product/record?orderNo=${db.orders[2]!.orderNo}`);
    await user.click(main);
    const d = await screen.findByTestId('store-order-detail');
    expect(d.dataset.status).toBe('shipped');
    expect(d.textContent).toContain(db.orders[2]!.orderNo);
  });

  it('tracks the parcel from the card', async () => {
    const { user, where } = await open();
    await user.click(within(await card('运输中的垫子')).getByRole('button', { name: '查看物流' }));
    expect(where()).toBe(`/onmat/post_order_info/${db.orders[2]!.shipmentId}`);
  });

  it('confirms receipt: the card updates in place to 待评价 with 评价', async () => {
    const { user } = await open('?status=shipped');
    await user.click(within(await card('运输中的垫子')).getByRole('button', { name: '确认收货' }));
    expect(await answerDialog(user, '确认收货')).toContain('请确认已收到全部商品，确认后无法撤回');
    expect(await screen.findByText('已确认收货', {}, { timeout: 4000 })).toBeTruthy();
    const c = await card('运输中的垫子');
    await waitFor(() => expect(c.dataset.status).toBe('received'));
    expect(buttons(c)).toEqual(['复制', '查看物流', '评价']);
  });

  it('says why a receipt was refused', async () => {
    server.use(http.post(`${API}/shop/orders/:no/receive`, () => failJson(4306, '订单当前不能确认收货')));
    const { user } = await open();
    await user.click(within(await card('运输中的垫子')).getByRole('button', { name: '确认收货' }));
    await answerDialog(user, '确认收货');
    expect(await screen.findByText('确认收货失败：订单当前不能确认收货', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('copies the order number', async () => {
    const { user } = await open();
    const no = db.orders[0]!.orderNo;
    await user.click(await screen.findByRole('button', { name: `复制订单号 ${no}` }));
    expect(await screen.findByText('已复制')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(no);
  });

  it('speaks English', async () => {
    await open('', 'en');
    expect(await screen.findByRole('tab', { name: 'To review' })).toBeTruthy();
    expect(buttons(await card('运输中的垫子'))).toEqual(['Copy', 'Track', 'Confirm receipt']);
  });
});
