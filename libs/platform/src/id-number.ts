const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/**
 * A resident ID number (居民身份证号码, GB 11643-1999): 17 digits, a check character over them (0-9
 * or X), and a real birth date in digits 7-14. Shared by the certificate search and the stand-in,
 * so both refuse the same numbers.
 */
export function isResidentIdNumber(input: string): boolean {
  const id = input.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const born = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + Number(id[i]) * w, 0);
  return CHECK[sum % 11] === id[17];
}

/** The check character that completes 17 digits (for seeds and tests). */
export function residentIdCheck(first17: string): string {
  return CHECK[WEIGHTS.reduce((s, w, i) => s + Number(first17[i]) * w, 0) % 11]!;
}
