const yy = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(2, 4);

/** A 12-digit invoice code of the dev merchant (Beijing, year of issue), then an 8-digit number. */
export const invoiceNumber = (id: number, issuedAt: number) =>
  `011001${yy(issuedAt)}0011${String(id).padStart(8, '0')}`;

/** A PDF link lives half an hour: the list is read again when the user comes back to it. */
export const INVOICE_LINK_MINUTES = 30;
