import { z } from 'zod';
import { areaCode, msg, phone, type Endpoint } from './common';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { ADDRESS_CODES, ADDRESS_MAX } from './codes/address';

/**
 * Shipping addresses of a user in one sub-app: at most 20, exactly one default while any exist (the
 * first one added, or the one last set). The region is province, city, district as names plus the
 * area codes of @vant/area-data (district may be '' where a city has none).
 */

const id = z.number().int().positive();
const name = z
  .string(msg('invalid_receiver'))
  .trim()
  .min(1, msg('invalid_receiver'))
  .max(20, msg('invalid_receiver'));
const regionPart = z.string(msg('invalid_region')).trim().max(20, msg('invalid_region'));

/** What an order keeps of the address it shipped to (the address may change or go later). */
export const shippingAddress = z.object({
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  /** [province, city, district] */
  region: z.array(z.string()),
  detail: z.string(),
});

export const address = shippingAddress.extend({
  id,
  regionCodes: z.array(z.string()),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});

export const addressRequest = z
  .object({
    name,
    areaCode,
    phone,
    // Province and city are never empty; a district may be '' where a city has none.
    region: z
      .array(regionPart)
      .min(2, msg('invalid_region'))
      .max(3, msg('invalid_region'))
      .refine((r) => r[0] !== '' && r[1] !== '', msg('invalid_region')),
    regionCodes: z
      .array(z.string().regex(/^\d{6}$/, msg('invalid_region')))
      .min(2, msg('invalid_region'))
      .max(3, msg('invalid_region')),
    detail: z
      .string(msg('invalid_address_detail'))
      .trim()
      .min(4, msg('invalid_address_detail'))
      .max(120, msg('invalid_address_detail')),
    isDefault: z.boolean().default(false),
  })
  // Each name has its code: a region of three names with two codes is not one place.
  .refine((a) => a.region.length === a.regionCodes.length, { ...msg('invalid_region'), path: ['region'] });

export type ShippingAddress = z.infer<typeof shippingAddress>;
export type Address = z.infer<typeof address>;
export type AddressRequest = z.input<typeof addressRequest>;

const token = 'AUTHORIZE_TOKEN (403)';
export const addressEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/addresses?subApp=',
    auth: token,
    request: null,
    response: z.array(address),
    about: 'The caller’s addresses in this sub-app, the default first, then the newest.',
  },
  {
    method: 'GET',
    path: '/api/addresses/:id?subApp=',
    auth: token,
    request: null,
    response: address,
    about: 'One address of the caller (4501 otherwise).',
  },
  {
    method: 'POST',
    path: '/api/addresses?subApp=',
    auth: token,
    request: addressRequest,
    response: address,
    about:
      'Add an address; the first one is the default. The phone is checked against its area code. 4502 past 20.',
  },
  {
    method: 'POST',
    path: '/api/addresses/:id?subApp=',
    auth: token,
    request: addressRequest,
    response: address,
    about:
      'Replace an address; isDefault true makes it the default (unsetting it on the only default is ignored).',
  },
  {
    method: 'POST',
    path: '/api/addresses/:id/default?subApp=',
    auth: token,
    request: null,
    response: address,
    about: 'Make an address the default (the previous default stops being one).',
  },
  {
    method: 'POST',
    path: '/api/addresses/:id/delete?subApp=',
    auth: token,
    request: null,
    response: z.array(address),
    about:
      'Delete an address and return the remaining list; deleting the default makes the newest remaining one the default.',
  },
];
