import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerDialog, renderScreen, startServer } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import { makeStoreOrder } from './testing/fixtures';
import RecordScreen from './record-screen';

startServer(...shopOrdersHandlers);
beforeEach(() => resetShopDb());

const open = (orderNo: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<RecordScreen />, {
    path: `/onmat/product/record?orderNo=${orderNo}`,
    signedIn: true,
    title: '购买记录',
    locale,
  });
const detail = () => screen.findByTestId('store-order-detail');
const bar = () =>
  within(screen.getByTestId('store-order-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);
const byTitle = (title: string) => db.orders.find((o) => o.items[0]!.title === title)!;

describe('a store order in full (product/record?orderNo=)', () => {
  it('shows the address, goods with their SKU and quantity, money by state, numbers and the parcel', async () => {
    const o = byTitle('运输中的垫子');
    const { user, where } = await open(o.orderNo);
    const d = await detail();
    expect(d.dataset.status).toBe('shipped');
    expect(within(d).getByRole('heading', { level: 2 }).textContent).toBe('已发货');
    const address = within(d).getByRole('region', { name: '收货地址' });
    expect(address.textContent).toContain('李小满');
    expect(address.textContent).toContain('138****8000');
    expect(address.textContent).toContain('浙江省杭州市西湖区 文三路 90 号 3 幢 501');
    const goods = within(d).getByRole('region', { name: '商品' }).textContent;
    expect(goods).toContain('运输中的垫子雾霾蓝 / 6mm¥129.00×1');
    expect(goods).toContain('瑜伽砖原木色¥39.00×2');
    const prices = within(d).getByRole('list', { name: '价格明细' }).textContent;
    expect(prices).toContain('商品金额¥208.00');
    expect(prices).toContain('运费¥10.00');
    expect(prices).toContain('实付¥218.00');
    expect(within(d).getByRole('list', { name: '订单信息' }).textContent).toContain(o.orderNo);
    expect(bar()).toEqual(['查看物流', '确认收货']);
    await user.click(within(d).getByRole('link', { name: /查看物流/ }));
    expect(where()).toBe(`/onmat/post_order_info/${o.shipmentId}`);
  });

  it.each([
    ['待付款的垫子', '待付款', '待付¥129.00', ['取消订单', '去支付']],
    ['待评价的垫子', '待评价', '实付¥129.00', ['查看物流', '评价']],
    ['已评价的垫子', '已评价', '实付¥129.00', ['查看物流', '再次购买']],
    ['已关闭的订单 1', '已关闭', '合计¥129.00', ['再次购买']],
  ])(
    'labels %s as the lists do (%s), its amount by state, with the actions of its state',
    async (title, label, amount, actions) => {
      await open(byTitle(title).orderNo);
      const d = await detail();
      expect(within(d).getByRole('heading', { level: 2 }).textContent).toBe(label);
      expect(within(d).getByRole('list', { name: '价格明细' }).textContent).toContain(amount);
      expect(bar()).toEqual(actions);
    },
  );

  it('says refunded, not paid, for an order closed after payment', async () => {
    const o = makeStoreOrder('closed', { state: 'refunded', paidAt: '2026-12-01T02:03:00.000Z' });
    db.orders.push(o);
    await open(o.orderNo);
    const d = await detail();
    expect(d.dataset.status).toBe('refunded');
    expect(within(d).getByRole('heading', { level: 2 }).textContent).toBe('已退款');
    expect(within(d).getByRole('list', { name: '价格明细' }).textContent).toContain('已退款¥129.00');
  });

  it('has nothing to offer while the warehouse packs', async () => {
    await open(byTitle('待发货的砖').orderNo);
    expect((await detail()).dataset.status).toBe('to-ship');
    expect(screen.queryByTestId('store-order-actions')).toBeNull();
  });

  it('confirms receipt through a dialog and moves on to 待评价 in place', async () => {
    const o = byTitle('运输中的垫子');
    const { user } = await open(o.orderNo);
    await detail();
    await user.click(screen.getByRole('button', { name: '确认收货' }));
    expect(await answerDialog(user, '确认收货')).toContain('请确认已收到全部商品，确认后无法撤回');
    await waitFor(async () => expect((await detail()).dataset.status).toBe('received'));
    expect(bar()).toEqual(['查看物流', '评价']);
  });

  it('is not found for a malformed number (no request) and for someone else’s', async () => {
    const { unmount } = await open('nope');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    unmount();
    await open('OM20269999999999');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看购买记录' })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open(byTitle('运输中的垫子').orderNo, 'en');
    const d = await detail();
    expect(within(d).getByRole('heading', { level: 2 }).textContent).toBe('Shipped');
    expect(bar()).toEqual(['Track', 'Confirm receipt']);
  });
});
