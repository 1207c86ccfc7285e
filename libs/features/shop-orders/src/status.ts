import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { link, type LinkTarget } from '@yoga/platform';

/** The record's tabs: '' is every order; the rest filter by the order's status. */
export const TABS = ['', 'to-pay', 'to-ship', 'shipped', 'received', 'reviewed'] as const;
export type RecordStatus = (typeof TABS)[number];
// Without a status in the URL (undefined or null) the record opens on 全部, not on no tab at all.
export const statusOf = (v: string | null | undefined): RecordStatus =>
  (TABS as readonly string[]).includes(v ?? '') ? ((v ?? '') as RecordStatus) : '';

export const tabLabels: Record<RecordStatus, MessageDescriptor> = {
  '': msg`全部`,
  'to-pay': msg`待付款`,
  'to-ship': msg`待发货`,
  shipped: msg`已发货`,
  // A context of its own: course orders say 待评价 as "Not evaluated"; here it is the shopper's to-do.
  received: msg({ message: '待评价', context: 'store order' }),
  reviewed: msg({ message: '已评价', context: 'store order' }),
};

export const emptyLabels: Record<RecordStatus, MessageDescriptor> = {
  '': msg`还没有购买记录`,
  'to-pay': msg`没有待付款的订单`,
  'to-ship': msg`没有待发货的订单`,
  shipped: msg`没有运输中的订单`,
  received: msg`没有待评价的订单`,
  reviewed: msg`还没有评价过的订单`,
};

/** The record's ways on, named for what they show; every path comes from the route registry. */
export const links = {
  record: (sub: LinkTarget, status: RecordStatus = '') =>
    link(sub, 'product/record', { status: status || null }),
  /** One order's detail: the record's route with the order (the route both brands with a record have). */
  detail: (sub: LinkTarget, orderNo: string) => link(sub, 'product/record', { orderNo }),
  shipment: (sub: LinkTarget, id: number) => link(sub, 'post_order_info/:postOrderId', { postOrderId: id }),
  evaluate: (sub: LinkTarget, orderNo: string) =>
    link(sub, 'product/evaluate/:orderId', { orderId: orderNo }),
  product: (sub: LinkTarget, spuId: number) => link(sub, 'product/detail/:spuId', { spuId }),
  store: (sub: LinkTarget) => link(sub, 'store'),
};
