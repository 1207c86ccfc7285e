import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Invoice, InvoiceRequest } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { invoiceKeys } from '../keys';

/**
 * POST /api/invoices?subApp=: one invoice for the chosen orders. The request layer toasts a refusal
 * in the server's words (4401: an order cannot be invoiced; 400: a field, e.g. the credit code).
 */
export function requestInvoice(subApp: SubAppId, body: InvoiceRequest): Promise<Invoice> {
  return api.app.post<Invoice>('invoices', body, { searchParams: { subApp } });
}

export function useRequestInvoice(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRequest) => requestInvoice(subApp, body),
    // Which orders are covered changed either way (a 4401 usually means one was invoiced elsewhere).
    // Not awaited: the screen moves on at once rather than after the refetch.
    onSettled: () => void client.invalidateQueries({ queryKey: invoiceKeys.all(subApp) }),
  });
}
