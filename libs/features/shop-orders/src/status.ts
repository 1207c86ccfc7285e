import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StoreOrderStatus } from '@yoga/contract';

/** The record's tabs: '' is every order; the rest filter by the order's status. */
export const TABS = ['', 'to-pay', 'to-ship', 'shipped', 'received', 'reviewed'] as const;
export type RecordStatus = (typeof TABS)[number];
export const statusOf = (v: string | null): RecordStatus =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as RecordStatus) : '';

export const tabLabels: Record<RecordStatus, MessageDescriptor> = {
  '': msg`全部`,
  'to-pay': msg`待付款`,
  'to-ship': msg`待发货`,
  shipped: msg`已发货`,
  // A context of its own: course orders say 待评价 as "Not evaluated"; here it is the shopper's to-do.
  received: msg({ message: '待评价', context: 'store order' }),
  reviewed: msg({ message: '已评价', context: 'store order' }),
};

/** What a card's corner says about the order. */
export const statusLabels: Record<StoreOrderStatus, MessageDescriptor> = {
  'to-pay': msg`待付款`,
  'to-ship': msg`待发货`,
  shipped: msg`已发货`,
  // A context of its own: course orders say 待评价 as "Not evaluated"; here it is the shopper's to-do.
  received: msg({ message: '待评价', context: 'store order' }),
  reviewed: msg({ message: '已评价', context: 'store order' }),
  closed: msg`已关闭`,
};

export const emptyLabels: Record<RecordStatus, MessageDescriptor> = {
  '': msg`还没有购买记录`,
  'to-pay': msg`没有待付款的订单`,
  'to-ship': msg`没有待发货的订单`,
  shipped: msg`没有运输中的订单`,
  received: msg`没有待评价的订单`,
  reviewed: msg`还没有评价过的订单`,
};

/** Paths inside the sub-app (prefix like /onmat). */
export const links = {
  record: (prefix: string, status: RecordStatus = '') =>
    `${prefix}/product/record${status ? `?status=${status}` : ''}`,
  shipment: (prefix: string, id: number) => `${prefix}/post_order_info/${id}`,
  evaluate: (prefix: string, orderNo: string) => `${prefix}/product/evaluate/${encodeURIComponent(orderNo)}`,
  product: (prefix: string, spuId: number) => `${prefix}/product/detail/${spuId}`,
  store: (prefix: string) => `${prefix}/store`,
};
