/** GB 32100-2015's alphabet: digits and capitals without I, O, S, V, Z. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A unified social credit code (统一社会信用代码): 18 characters whose last is a check character over
 * the first 17. Shared by the invoice form and the stand-in, so both refuse the same codes.
 */
export function isUnifiedSocialCreditCode(input: string): boolean {
  const code = input.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + ALPHABET.indexOf(code[i]!) * w, 0);
  return ALPHABET[(31 - (sum % 31)) % 31] === code[17];
}
