import { z } from 'zod';
import { subApps, type SubAppId } from '@yoga/platform';
import { MAX_PAGE, MAX_PAGE_SIZE } from './codes/common';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { CITY_PATTERN, isCityName, MAX_PAGE, MAX_PAGE_SIZE, textLength } from './codes/common';

/**
 * Validation messages are ids, never text: the server words them in the caller's language and
 * never shows a field name. An absent value reads as a generic "invalid request".
 */
export type ValidationMessageId =
  | 'invalid_params'
  | 'invalid_sub_app'
  | 'invalid_phone'
  | 'invalid_area_code'
  | 'invalid_sms_code'
  | 'invalid_oauth_code'
  | 'invalid_url'
  | 'invalid_token'
  | 'invalid_page'
  | 'invalid_order_no'
  | 'invalid_order_kind'
  | 'invalid_pay_channel'
  | 'invalid_txn'
  | 'invalid_title'
  | 'invalid_amount'
  | 'invalid_receiver'
  | 'invalid_region'
  | 'invalid_address_detail'
  | 'invalid_invoice_title'
  | 'invalid_email'
  | 'invalid_tax_no'
  | 'invalid_height'
  | 'invalid_weight'
  | 'invalid_member_name'
  | 'invalid_relation'
  | 'invalid_minutes'
  | 'invalid_photo'
  | 'invalid_month'
  | 'invalid_item';

export const msg = (id: ValidationMessageId) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'invalid_params' : id),
});

/** Derived from the registry (libs/platform): there is no second list of sub-apps. */
export const subAppId = z.enum(subApps.map((s) => s.id) as [SubAppId, ...SubAppId[]], msg('invalid_sub_app'));
export type SubAppIdT = z.infer<typeof subAppId>;

/** Digits only; the server normalises to E.164 and checks the number against its calling code. */
export const phone = z
  .string(msg('invalid_phone'))
  .trim()
  .regex(/^\d{4,15}$/, msg('invalid_phone'));
export const areaCode = z
  .string(msg('invalid_area_code'))
  .trim()
  .regex(/^\d{1,4}$/, msg('invalid_area_code'));

/** Every answer: state 1 is success; `data` is null on failure. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ state: z.number().int(), code: z.number().int(), msg: z.string(), data: data.nullable() });
export const failure = envelope(z.null());

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

const positiveInt = (max: number, fallback: number) =>
  z
    .string(msg('invalid_page'))
    .regex(/^\d{1,6}$/, msg('invalid_page'))
    .transform(Number)
    .pipe(z.number().int().min(1, msg('invalid_page')).max(max, msg('invalid_page')))
    .optional()
    .transform((n) => n ?? fallback);
/** `?page=&pageSize=` as the query carries them: whole numbers in range, or absent for the defaults. */
export const pageQuery = z.object({
  page: positiveInt(MAX_PAGE, 1),
  pageSize: positiveInt(MAX_PAGE_SIZE, 10),
});

/** One row of the endpoint table that API.md is generated from. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: string;
  request: z.ZodType | null;
  response: z.ZodType | null;
  about: string;
}
