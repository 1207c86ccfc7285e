import { z } from 'zod';
import { isUnifiedSocialCreditCode } from '@yoga/platform';
import { msg, page, pageQuery, subAppId, type Endpoint } from './common';
import { orderNo } from './orders';
import { INVOICE_EMAIL_MAX, INVOICE_ORDERS_MAX, INVOICE_TITLE_MAX, INVOICE_TITLE_MIN } from './codes/invoice';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { INVOICE_CODES, INVOICE_ORDERS_MAX } from './codes/invoice';

/**
 * slim's electronic invoices (order/invoice, apply, record): paid orders of the last 365 days that
 * have no invoice yet can be invoiced together, to a personal or a company title. A company title
 * needs its 18-character unified social credit code (GB 32100-2015, check digit verified). The
 * stand-in issues an invoice two minutes after the request; the PDF opens from a signed link.
 */

const id = z.number().int().positive();
const fen = z.number().int().min(0);

export const invoiceTitleType = z.enum(['personal', 'company']);
/** voided: an order it covers was refunded (red-letter invoice); it has no PDF any more. */
export const invoiceStatus = z.enum(['pending', 'issued', 'voided']);

export const invoiceableOrder = z.object({
  orderNo: z.string(),
  title: z.string(),
  amount: fen,
  paidAt: z.string(),
  /** The invoice that covers it, or null while it can still be invoiced. */
  invoiceId: id.nullable(),
});
export const invoiceableQuery = pageQuery.extend({ subApp: subAppId });

export const invoiceRequest = z
  .object({
    orderNos: z.array(orderNo).min(1, msg('invalid_params')).max(INVOICE_ORDERS_MAX, msg('invalid_params')),
    titleType: invoiceTitleType,
    title: z
      .string(msg('invalid_invoice_title'))
      .trim()
      .min(INVOICE_TITLE_MIN, msg('invalid_invoice_title'))
      .max(INVOICE_TITLE_MAX, msg('invalid_invoice_title')),
    /** Required for a company title, ignored for a personal one. */
    taxNo: z.string().trim().toUpperCase().optional(),
    email: z.email(msg('invalid_email')).max(INVOICE_EMAIL_MAX, msg('invalid_email')),
  })
  .superRefine((r, ctx) => {
    if (r.titleType === 'company' && !isUnifiedSocialCreditCode(r.taxNo ?? ''))
      ctx.addIssue({ code: 'custom', path: ['taxNo'], message: 'invalid_tax_no' });
  });

export const invoice = z.object({
  id,
  /** Assigned when issued. */
  invoiceNo: z.string().nullable(),
  status: invoiceStatus,
  titleType: invoiceTitleType,
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  amount: fen,
  orders: z.array(invoiceableOrder.pick({ orderNo: true, title: true, amount: true })),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  /** A signed same-origin link to the PDF once issued (an <a> sends no token), else null. */
  downloadUrl: z.string().nullable(),
});
export const invoicePage = page(invoice);

export type InvoiceTitleType = z.infer<typeof invoiceTitleType>;
export type InvoiceStatus = z.infer<typeof invoiceStatus>;
export type InvoiceableOrder = z.infer<typeof invoiceableOrder>;
export type InvoiceRequest = z.input<typeof invoiceRequest>;
export type Invoice = z.infer<typeof invoice>;
export type InvoicePage = z.infer<typeof invoicePage>;

const token = 'AUTHORIZE_TOKEN (403)';
export const invoiceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/invoices/orders?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: page(invoiceableOrder),
    about: 'The caller’s paid orders of the last 365 days, newest first, each with the invoice covering it.',
  },
  {
    method: 'POST',
    path: '/api/invoices?subApp=',
    auth: token,
    request: invoiceRequest,
    response: invoice,
    about:
      'Request one invoice for the chosen orders (personal or company title; a company needs a valid credit code). 4401 when an order cannot be invoiced.',
  },
  {
    method: 'GET',
    path: '/api/invoices?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: invoicePage,
    about: 'The caller’s invoice requests, newest first, with status and, once issued, a download link.',
  },
  {
    method: 'GET',
    path: '/api/invoices/:id/pdf?ticket=',
    auth: 'signed ticket in the link',
    request: null,
    response: null,
    about: 'The issued invoice as a PDF (application/pdf); 404 without a valid ticket.',
  },
];
