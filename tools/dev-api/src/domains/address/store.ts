import { ADDRESS_CODES, type Address, type AddressRequest, type ShippingAddress } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';

type Row = {
  id: number;
  name: string;
  area_code: string;
  phone: string;
  region: string;
  region_codes: string;
  detail: string;
  is_default: number;
  updated_at: number;
};
/** The request after the contract's parse (defaults applied). */
export type AddressInput = Required<AddressRequest>;
export interface Owner {
  userId: number;
  subApp: string;
}

const COLUMNS = 'id, name, area_code, phone, region, region_codes, detail, is_default, updated_at';
const ORDER = 'ORDER BY is_default DESC, created_at DESC, id DESC';

const toAddress = (r: Row): Address => ({
  id: r.id,
  name: r.name,
  areaCode: r.area_code,
  phone: r.phone,
  region: JSON.parse(r.region) as string[],
  regionCodes: JSON.parse(r.region_codes) as string[],
  detail: r.detail,
  isDefault: r.is_default === 1,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** One address of its owner in one sub-app; someone else's id reads as absent. */
export function getAddress(db: Db, userId: number, subApp: string, id: number): Address | null {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ? AND user_id = ? AND sub_app = ?`)
    .get(id, userId, subApp) as Row | undefined;
  return row ? toAddress(row) : null;
}

export function mustGetAddress(db: Db, o: Owner, id: number): Address {
  const a = getAddress(db, o.userId, o.subApp, id);
  if (!a) throw new ApiFailure(ADDRESS_CODES.addressNotFound, 'address_not_found');
  return a;
}

/** What an order keeps: a copy, so editing or deleting the address later leaves the order as shipped. */
export const toShippingAddress = (a: ShippingAddress): ShippingAddress => ({
  name: a.name,
  areaCode: a.areaCode,
  phone: a.phone,
  region: [...a.region],
  detail: a.detail,
});

/** The default first, then the newest. */
export function listAddresses(db: Db, o: Owner): Address[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ? AND sub_app = ? ${ORDER}`)
    .all(o.userId, o.subApp) as Row[];
  return rows.map(toAddress);
}
