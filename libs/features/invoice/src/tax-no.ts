import { INVOICE_EMAIL_MAX } from '@yoga/contract/codes';
import { isUnifiedSocialCreditCode } from '@yoga/platform';

/** GB 32100-2015: 18 characters of digits and capitals without I, O, S, V, Z. */
export const TAX_NO_LENGTH = 18;
const ALLOWED = /^[0-9A-HJ-NPQRTUWXY]*$/;

export type TaxNoProblem = 'alphabet' | 'length' | 'check' | null;

/** What the field holds as typed: capitals, no spaces, at most 18 characters. */
export const normaliseTaxNo = (raw: string) => raw.replace(/\s+/g, '').toUpperCase().slice(0, TAX_NO_LENGTH);

/**
 * What is wrong with a credit code. `complete` is false while the user is still typing: a short code
 * is then not yet a problem, but a character outside the alphabet already is.
 */
export function taxNoProblem(code: string, complete: boolean): TaxNoProblem {
  if (!ALLOWED.test(code)) return 'alphabet';
  if (code.length < TAX_NO_LENGTH) return complete ? 'length' : null;
  return isUnifiedSocialCreditCode(code) ? null : 'check';
}

/** The address check of the form (the server words its own): something@host.tld, within the limit. */
export const isEmail = (s: string) =>
  s.length <= INVOICE_EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(s.trim());
