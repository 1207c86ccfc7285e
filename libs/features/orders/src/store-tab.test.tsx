import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { StoreOrder } from '@yoga/contract';
import { i18n } from '@yoga/i18n';
import { arrayStore, storeOrder, storeOrderHandlers } from '@yoga/data-access-store-orders/testing';
import { API, answerDialog, okJson, renderScreen, startServer } from '@yoga/testing';
import { storeOrderLabels, storeOrderShown } from '@yoga/ui';
import OrderListScreen from './order-list-screen';

// The store's own view of its orders: the store tab reads the same resource as the purchase record.
const db = { store: [] as StoreOrder[] };
const mat = (orderNo: string, status: StoreOrder['status'], title: string, o: Partial<StoreOrder> = {}) => {
  const base = storeOrder(status, { orderNo, ...o });
  return { ...base, items: [{ ...base.items[0]!, title }] };
};
beforeEach(() => {
  db.store = [
    mat('OM20261201300001', 'shipped', '运输中的垫子', { shipmentId: 7 }),
    mat('OM20261201300002', 'received', '已收货的垫子', { shipmentId: 8 }),
    mat('OM20261201300003', 'to-ship', '待发货的砖'),
    mat('OM20261201300004', 'reviewed', '已评价的垫子', { shipmentId: 9 }),
    mat('OM20261201300005', 'closed', '退款的垫子', {
      state: 'refunded',
      paidAt: '2026-12-01T02:03:00.000Z',
    }),
    mat('OM20261201300006', 'closed', '关闭的垫子'),
  ];
});
const server = startServer(...storeOrderHandlers(arrayStore(() => db.store)));

const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<OrderListScreen />, {
    path: '/onmat/order_list?tab=store',
    signedIn: true,
    title: '我的订单',
    locale,
  });
const card = async (title: string) => (await screen.findByText(title)).closest('article')!;
const actions = async (title: string) =>
  within(await within(await card(title)).findByTestId('store-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('order list, store tab', () => {
  it('names every status as the purchase record does (the kit’s one label table)', async () => {
    await open();
    const words: Record<string, string> = {
      运输中的垫子: '已发货',
      已收货的垫子: '待评价',
      待发货的砖: '待发货',
      已评价的垫子: '已评价',
      退款的垫子: '已退款',
      关闭的垫子: '已关闭',
    };
    for (const o of db.store) {
      const c = await card(o.items[0]!.title);
      const badge = c.querySelector('[data-testid="status-badge"]')!.textContent;
      expect(badge).toBe(words[o.items[0]!.title]);
      expect(badge).toBe(i18n._(storeOrderLabels[storeOrderShown(o)]));
    }
    // A closed order that was never paid is its total; a refunded one says so, never "paid".
    expect((await card('关闭的垫子')).textContent).toContain('合计¥129.00');
    expect((await card('退款的垫子')).textContent).toContain('已退款¥129.00');
    expect((await card('已评价的垫子')).textContent).toContain('实付¥129.00');
  });

  it('reads the list once: each order carries its parcel, no request per card', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    await open();
    // Every card but the one being packed offers something.
    await waitFor(() => expect(screen.getAllByTestId('store-actions')).toHaveLength(5));
    expect(asked).toEqual(['/api/shop/orders']);
    server.events.removeAllListeners();
  });

  it('offers what the purchase record offers: track and confirm receipt, track and review, buy again', async () => {
    await open();
    expect(await actions('运输中的垫子')).toEqual(['查看物流', '确认收货']);
    expect(await actions('已收货的垫子')).toEqual(['查看物流', '评价']);
    expect(await actions('已评价的垫子')).toEqual(['查看物流', '再次购买']);
    expect(await actions('关闭的垫子')).toEqual(['再次购买']);
    expect(within(await card('待发货的砖')).queryByTestId('store-actions')).toBeNull();
  });

  it('opens the full detail the purchase record opens', async () => {
    const { user, where } = await open();
    await user.click(within(await card('运输中的垫子')).getByRole('link'));
    expect(where()).toBe('/onmat/product/record?orderNo=OM20261201300001');
  });

  it('tracks the parcel', async () => {
    const { user, where } = await open();
    await user.click(await within(await card('运输中的垫子')).findByRole('button', { name: '查看物流' }));
    expect(where()).toBe('/onmat/post_order_info/7');
  });

  it('confirms receipt through a dialog; the card moves on to 待评价 in place', async () => {
    const { user } = await open();
    await user.click(await within(await card('运输中的垫子')).findByRole('button', { name: '确认收货' }));
    expect(await answerDialog(user, '确认收货')).toContain('请确认已收到全部商品，确认后无法撤回');
    expect(await screen.findByText('已确认收货', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(async () => expect(await actions('运输中的垫子')).toEqual(['查看物流', '评价']));
    expect((await card('运输中的垫子')).querySelector('[data-testid="status-badge"]')!.textContent).toBe(
      '待评价',
    );
    expect(db.store[0]!.status).toBe('received');
  });

  it('says so when there is none yet', async () => {
    server.use(http.get(`${API}/shop/orders`, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    await open();
    expect(await screen.findByText('还没有商城订单')).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('en');
    expect(await actions('运输中的垫子')).toEqual(['Track', 'Confirm receipt']);
    expect((await card('运输中的垫子')).querySelector('[data-testid="status-badge"]')!.textContent).toBe(
      'Shipped',
    );
  });
});
