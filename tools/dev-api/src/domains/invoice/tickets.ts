import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs the PDF links (not a secret: the stand-in's links only open stand-in PDFs). */
export const DEV_INVOICE_KEY = 'dev-invoice-key-not-secret-0123456789';

/** The link's ticket: bound to the invoice and its owner, so it opens without a token (an <a> sends none). */
export const ticketFor = (id: number, userId: number) =>
  createHmac('sha256', DEV_INVOICE_KEY).update(`invoice:${id}:user:${userId}`).digest('hex').slice(0, 32);

export function ticketMatches(id: number, userId: number, ticket: string): boolean {
  const want = Buffer.from(ticketFor(id, userId));
  const got = Buffer.from(ticket);
  return got.length === want.length && timingSafeEqual(got, want);
}

const yy = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(2, 4);

/** A 12-digit invoice code of the dev merchant (Beijing, year of issue), then an 8-digit number. */
export const invoiceNumber = (id: number, issuedAt: number) =>
  `011001${yy(issuedAt)}0011${String(id).padStart(8, '0')}`;
