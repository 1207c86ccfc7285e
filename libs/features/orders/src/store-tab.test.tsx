import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order, StoreOrder } from '@yoga/contract';
import { arrayStore, courseOrderHandlers, courseOrder } from '@yoga/data-access-course-orders/testing';
import {
  arrayStore as storeArray,
  storeOrder,
  storeOrderHandlers,
} from '@yoga/data-access-store-orders/testing';
import { answerDialog, renderScreen, startServer } from '@yoga/testing';
import OrderListScreen from './order-list-screen';

// The backbone's view of three store orders (the store tab) and the store's own view of them.
const db = { orders: [] as Order[], store: [] as StoreOrder[] };
const storeKind = (no: string, title: string, state: Order['state']) =>
  courseOrder({ orderNo: no, title, kind: 'store', state, classTime: null, refId: undefined });
beforeEach(() => {
  db.orders = [
    storeKind('OM1', '运输中的垫子', 'paid'),
    storeKind('OM2', '已收货的垫子', 'paid'),
    storeKind('OM3', '待发货的砖', 'paid'),
  ];
  db.store = [
    storeOrder('shipped', { orderNo: 'OM1', shipmentId: 7 }),
    storeOrder('received', { orderNo: 'OM2', shipmentId: 8 }),
    storeOrder('to-ship', { orderNo: 'OM3' }),
  ];
});
startServer(
  ...courseOrderHandlers(arrayStore(() => db.orders)),
  ...storeOrderHandlers(storeArray(() => db.store)),
);

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
  it('offers track and confirm receipt on a shipped order, track on a received one, none before shipping', async () => {
    await open();
    expect(await actions('运输中的垫子')).toEqual(['查看物流', '确认收货']);
    expect(await actions('已收货的垫子')).toEqual(['查看物流']);
    // Its store order has been read (the other cards show theirs) and it has no parcel yet.
    await waitFor(() => expect(screen.getAllByTestId('store-actions')).toHaveLength(2));
    expect(within(await card('待发货的砖')).queryByTestId('store-actions')).toBeNull();
  });

  it('tracks the parcel', async () => {
    const { user, where } = await open();
    await user.click(await within(await card('运输中的垫子')).findByRole('button', { name: '查看物流' }));
    expect(where()).toBe('/onmat/post_order_info/7');
  });

  it('confirms receipt through a dialog; the card drops the action in place', async () => {
    const { user } = await open();
    await user.click(await within(await card('运输中的垫子')).findByRole('button', { name: '确认收货' }));
    expect(await answerDialog(user, '确认收货')).toContain('请确认已收到全部商品，确认后无法撤回');
    expect(await screen.findByText('已确认收货', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(async () => expect(await actions('运输中的垫子')).toEqual(['查看物流']));
    expect(db.store[0]!.status).toBe('received');
  });

  it('speaks English', async () => {
    await open('en');
    expect(await actions('运输中的垫子')).toEqual(['Track', 'Confirm receipt']);
  });
});
