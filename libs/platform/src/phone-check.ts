import type { CountryCode } from 'libphonenumber-js/mobile';

type Rules = typeof import('libphonenumber-js/mobile');

/** 'empty' and 'invalid' become messages in the UI language; undefined means the number is fine. */
export type PhoneProblem = 'empty' | 'invalid' | undefined;

let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

/**
 * The per-country rules (~24 KB gzip) load the first time they may be needed, not with the screen.
 * "mobile" metadata: a login code goes by SMS, so the number must be a mobile one; the smaller
 * "min" set accepts any length-plausible number (7 digits pass for China).
 */
export function loadPhoneRules(): Promise<Rules> {
  loading ??= import('libphonenumber-js/mobile').then((m) => (rules = m));
  return loading;
}

/** Synchronous: before the rules have arrived, any 4 to 15 digits pass (E.164's range). */
export function phoneProblem(phone: string, iso: string): PhoneProblem {
  const digits = phone.replace(/[\s-]/g, '');
  if (!digits) return 'empty';
  if (!/^\d{4,15}$/.test(digits)) return 'invalid';
  if (!rules) return undefined;
  const country = iso as CountryCode;
  return rules.validatePhoneNumberLength(digits, country) === undefined &&
    rules.isValidPhoneNumber(digits, country)
    ? undefined
    : 'invalid';
}

/** For a press of Send or Login: waits for the rules so a short number never reaches the server. */
export async function checkPhone(phone: string, iso: string): Promise<PhoneProblem> {
  await loadPhoneRules().catch(() => undefined); // offline: the digit check still guards
  return phoneProblem(phone, iso);
}
