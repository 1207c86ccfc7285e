// The full metadata: the default (min) one takes e.g. +86 1380013800 for a valid number.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { ApiFailure } from './envelope';

export interface Phone {
  /** +8613800138000: the one key for codes, accounts and limits. */
  e164: string;
  /** Calling code without "+" or leading zeros. */
  areaCode: string;
  /** National number without a trunk prefix. */
  national: string;
}

function parse(national: string, callingCode: string): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(national, { defaultCallingCode: callingCode });
  } catch {
    return undefined; // an unknown calling code
  }
}

/**
 * '86', '086' and '0086' are one calling code, and a leading trunk 0 on the national number is
 * dropped, so every spelling of a number is one E.164 number before anything is keyed on it.
 */
export function normalisePhone(areaCode: string, phone: string): Phone {
  const callingCode = areaCode.trim().replace(/^\+/, '').replace(/^0+/, '');
  const digits = phone.trim();
  if (!/^\d{1,4}$/.test(callingCode)) throw new ApiFailure(400, 'invalid_area_code');
  if (!/^\d{4,17}$/.test(digits)) throw new ApiFailure(400, 'invalid_phone');
  const n = parse(digits, callingCode);
  if (!n || !n.isPossible() || !n.isValid()) throw new ApiFailure(400, 'invalid_phone');
  return { e164: n.number, areaCode: n.countryCallingCode, national: n.nationalNumber };
}

/** '+447700900123' (a "+" may arrive decoded as a space) or a national number with its area code. */
export function phoneFromQuery(phone: string, areaCode = '86'): Phone {
  const international = /^[+ ]/.test(phone);
  const n = international ? parsePhoneNumberFromString('+' + phone.trim().replace(/^\+/, '')) : undefined;
  if (!international) return normalisePhone(areaCode, phone);
  if (!n || !n.isValid()) throw new ApiFailure(400, 'invalid_phone');
  return { e164: n.number, areaCode: n.countryCallingCode, national: n.nationalNumber };
}
