export const INVOICE_CODES = {
  /** An order is not the caller's, not paid, too old, or already invoiced. */
  orderNotInvoiceable: 4401,
  invoiceNotFound: 4402,
} as const;

/** At most this many orders on one invoice. */
export const INVOICE_ORDERS_MAX = 20;

/** An invoice title's length in characters (trimmed), and the mailbox's. */
export const INVOICE_TITLE_MIN = 2;
export const INVOICE_TITLE_MAX = 60;
export const INVOICE_EMAIL_MAX = 80;
