import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pagedQueryOptions, uploadFile } from '@yoga/api';
import type {
  CoachPayoutList,
  InvoiceFile,
  InvoiceRecord,
  InvoiceRecordPage,
  InvoiceSubmitRequest,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachAccountKeys } from '../keys';

export const PAGE_SIZE = 10;

/** GET /api/coach-account/payouts?subApp= (coach token): payouts, newest first, and what each invoice must say. */
export const usePayouts = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachAccountKeys.payouts(subApp),
    queryFn: () => api.app.get<CoachPayoutList>('coach-account/payouts', { searchParams: { subApp } }),
  });

/** POST /api/coach-account/invoice-files?subApp= (multipart `file`): typed by its bytes; the screen words a refusal. */
export const uploadInvoiceFile = (
  subApp: SubAppId,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  uploadFile<InvoiceFile>('coach-account/invoice-files', file, {
    searchParams: { subApp },
    onProgress,
    signal,
    showError: false,
  });

/** POST /api/coach-account/invoices?subApp=: a refusal names the field (5606–5608, data { field }). */
export function useSubmitInvoice(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSubmitRequest) =>
      api.app.post<InvoiceRecord>('coach-account/invoices', body, {
        searchParams: { subApp },
        showError: false,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: coachAccountKeys.payouts(subApp) }),
        client.invalidateQueries({ queryKey: coachAccountKeys.invoices(subApp) }),
      ]),
  });
}

/** GET /api/coach-account/invoices?subApp=&page=&pageSize=: the coach's invoices, newest first. */
export const useInvoiceRecord = (subApp: SubAppId) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: coachAccountKeys.invoices(subApp),
      fetchPage: (page) =>
        api.app.get<InvoiceRecordPage>('coach-account/invoices', {
          searchParams: { subApp, page, pageSize: PAGE_SIZE },
        }),
    }),
  );
