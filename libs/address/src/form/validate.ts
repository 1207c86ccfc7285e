import { phoneProblem } from '@yoga/platform';
import { isoOf } from '../phone-areas';

/** What the form edits; region and its codes move together (the picker and the paste set both). */
export interface AddressValues {
  name: string;
  areaCode: string;
  phone: string;
  region: string[];
  regionCodes: string[];
  detail: string;
  isDefault: boolean;
}

export type AddressField = 'name' | 'phone' | 'region' | 'detail';
/** Problem ids; the form words them in the UI language. */
export type AddressProblem = 'empty' | 'too_long' | 'invalid' | 'too_short';
export type AddressErrors = Partial<Record<AddressField, AddressProblem>>;

export const emptyAddress = (): AddressValues => ({
  name: '',
  areaCode: '86',
  phone: '',
  region: [],
  regionCodes: [],
  detail: '',
  isDefault: false,
});

/** The same limits as the server (libs/contract/src/address.ts: name 1-20, detail 4-120). */
export const NAME_MAX = 20;
export const DETAIL_MIN = 4;
export const DETAIL_MAX = 120;

/**
 * Checks every field; the phone against its area code's mobile rules once they have loaded
 * (loadPhoneRules), before that by digits only. Empty result: ready to send.
 */
export function validateAddress(v: AddressValues): AddressErrors {
  const e: AddressErrors = {};
  const name = v.name.trim();
  if (!name) e.name = 'empty';
  else if (name.length > NAME_MAX) e.name = 'too_long';
  const iso = isoOf(v.areaCode);
  const digits = v.phone.replace(/[\s-]/g, '');
  const phone = iso
    ? phoneProblem(v.phone, iso)
    : !digits
      ? 'empty'
      : /^\d{4,15}$/.test(digits)
        ? undefined
        : 'invalid';
  if (phone) e.phone = phone;
  if (v.regionCodes.length < 2 || v.region.length !== v.regionCodes.length) e.region = 'empty';
  const detail = v.detail.trim();
  if (!detail) e.detail = 'empty';
  else if (detail.length < DETAIL_MIN) e.detail = 'too_short';
  else if (detail.length > DETAIL_MAX) e.detail = 'too_long';
  return e;
}

/** The request body: trimmed, phone digits only. */
export const toRequest = (v: AddressValues) => ({
  name: v.name.trim(),
  areaCode: v.areaCode,
  phone: v.phone.replace(/[\s-]/g, ''),
  region: v.region,
  regionCodes: v.regionCodes,
  detail: v.detail.trim(),
  isDefault: v.isDefault,
});
