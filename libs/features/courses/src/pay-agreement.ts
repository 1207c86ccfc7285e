import { brandKeys, type Brand } from '@yoga/platform';
import { defaultStore } from '@yoga/session';

/**
 * The course-pay agreement tick, under the brand's registry key. The session lib's brand-value
 * helpers leave this field out on purpose (a checkbox state, stored plain), so it is read here;
 * storage that throws reads as "not ticked" and a failed write just asks again next time.
 */
export function readPayAgreement(brand: Brand): boolean {
  const key = brandKeys[brand].coursePayAgreement;
  try {
    return !!key && defaultStore().getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writePayAgreement(brand: Brand, agreed: boolean): void {
  const key = brandKeys[brand].coursePayAgreement;
  if (!key) return;
  try {
    if (agreed) defaultStore().setItem(key, '1');
    else defaultStore().removeItem(key);
  } catch {
    /* nothing to remember it in */
  }
}
