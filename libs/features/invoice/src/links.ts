import { INVOICE_ORDERS_MAX } from '@yoga/contract/codes';
import { link, type LinkTarget } from '@yoga/platform';

/** Orders in one invoice request (the contract's limit). */
export const MAX_ORDERS = INVOICE_ORDERS_MAX;

/** order/invoice/apply for the chosen orders: one comma-joined parameter, as parseOrderNos reads it. */
export const applyLink = (sub: LinkTarget, orderNos: readonly string[]) =>
  link(sub, 'order/invoice/apply', { orderNos: orderNos.join(',') });

/** Order numbers as the contract accepts them (orderNo of libs/contract/src/orders.ts). */
const ORDER_NO = /^[A-Z]{2,4}\d{14}$/;

/** `?orderNos=a,b` read back: null when absent, malformed, repeated or too many. */
export function parseOrderNos(raw: string | null): string[] | null {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || list.length > MAX_ORDERS) return null;
  if (!list.every((n) => ORDER_NO.test(n)) || new Set(list).size !== list.length) return null;
  return list;
}
