import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { InvoicePage, InvoiceStatus } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { invoiceKeys } from '../keys';

export const PAGE_SIZE = 10;
/** A pending invoice is looked at again this often while the page is visible. */
export const POLL_MS = 30_000;

/** GET /api/invoices?subApp=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchInvoicePage(subApp: SubAppId, page: number, pageSize = PAGE_SIZE): Promise<InvoicePage> {
  return api.app.get<InvoicePage>('invoices', { searchParams: { subApp, page, pageSize } });
}

export const invoiceRecordsOptions = (subApp: SubAppId) =>
  infiniteQueryOptions({
    ...pagedQueryOptions({
      queryKey: invoiceKeys.records(subApp),
      fetchPage: (page) => fetchInvoicePage(subApp, page),
    }),
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.list.some((i) => i.status === 'pending')) ? POLL_MS : false,
  });

export const useInvoiceRecords = (subApp: SubAppId) => useInfiniteQuery(invoiceRecordsOptions(subApp));

/**
 * Status of the newest invoices by id, for the orders they cover. Pending ones are always recent,
 * so an order whose invoice is not among these is one issued long ago.
 */
export const invoiceStatusesOptions = (subApp: SubAppId, enabled: boolean) =>
  queryOptions({
    queryKey: invoiceKeys.statuses(subApp),
    queryFn: async () => {
      const p = await fetchInvoicePage(subApp, 1, 100);
      return new Map<number, InvoiceStatus>(p.list.map((i) => [i.id, i.status]));
    },
    enabled,
    refetchInterval: (q) => ([...(q.state.data?.values() ?? [])].includes('pending') ? POLL_MS : false),
  });

export const useInvoiceStatuses = (subApp: SubAppId, enabled: boolean) =>
  useQuery(invoiceStatusesOptions(subApp, enabled));
