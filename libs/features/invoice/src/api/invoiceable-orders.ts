import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, nextPageOf, pagedQueryOptions } from '@yoga/api';
import type { InvoiceableOrder } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { invoiceKeys } from '../keys';

export const PAGE_SIZE = 10;
/** The largest page the API serves (MAX_PAGE_SIZE of libs/contract/src/common.ts). */
const MAX_PAGE_SIZE = 100;

type Page = { list: InvoiceableOrder[]; page: number; pageSize: number; total: number };

/** GET /api/invoices/orders?subApp=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchInvoiceableOrders(subApp: SubAppId, page: number, pageSize = PAGE_SIZE): Promise<Page> {
  return api.app.get<Page>('invoices/orders', { searchParams: { subApp, page, pageSize } });
}

export const invoiceableOrdersOptions = (subApp: SubAppId) =>
  pagedQueryOptions({
    queryKey: invoiceKeys.orders(subApp),
    fetchPage: (page) => fetchInvoiceableOrders(subApp, page),
  });

export const useInvoiceableOrders = (subApp: SubAppId) => useInfiniteQuery(invoiceableOrdersOptions(subApp));

/**
 * The chosen orders as the server sees them now (the apply screen never trusts the list's copy):
 * pages through the year's paid orders until every one is found. A number that is missing, or
 * already invoiced, comes back in `unavailable`.
 */
export async function fetchChosenOrders(subApp: SubAppId, orderNos: readonly string[]) {
  const found = new Map<string, InvoiceableOrder>();
  for (let page: number | undefined = 1; page !== undefined && found.size < orderNos.length;) {
    const p = await fetchInvoiceableOrders(subApp, page, MAX_PAGE_SIZE);
    for (const o of p.list) if (orderNos.includes(o.orderNo)) found.set(o.orderNo, o);
    page = nextPageOf(p);
  }
  const orders = orderNos.map((n) => found.get(n)).filter((o) => o && o.invoiceId === null);
  return {
    orders: orders as InvoiceableOrder[],
    unavailable: orderNos.filter((n) => !orders.some((o) => o!.orderNo === n)),
  };
}

export const chosenOrdersOptions = (subApp: SubAppId, orderNos: readonly string[]) =>
  queryOptions({
    queryKey: invoiceKeys.chosen(subApp, orderNos),
    queryFn: () => fetchChosenOrders(subApp, orderNos),
    enabled: orderNos.length > 0,
    staleTime: 0,
  });

export const useChosenOrders = (subApp: SubAppId, orderNos: readonly string[]) =>
  useQuery(chosenOrdersOptions(subApp, orderNos));
