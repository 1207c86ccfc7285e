import { ADDRESS_CODES, ADDRESS_MAX, type Address } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { checkRegion } from '../../regions';
import { normalisePhone } from '../../phone';
import { listAddresses, mustGetAddress, type AddressInput, type Owner } from './store';

/** Changes to an address book, each in one transaction: exactly one default while any address exists. */
/** The phone is checked against its area code and kept as the national number of that code. */
function normalised(input: AddressInput) {
  checkRegion(input.region, input.regionCodes);
  const p = normalisePhone(input.areaCode, input.phone);
  return { ...input, areaCode: p.areaCode, phone: p.national };
}

function makeDefault(db: Db, o: Owner, id: number, now: number) {
  db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ? AND sub_app = ? AND is_default = 1').run(
    o.userId,
    o.subApp,
  );
  db.prepare('UPDATE addresses SET is_default = 1, updated_at = ? WHERE id = ?').run(now, id);
}

export function createAddress(db: Db, o: Owner, raw: AddressInput, now: number): Address {
  const a = normalised(raw);
  return db.transaction(() => {
    const { n } = db
      .prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ? AND sub_app = ?')
      .get(o.userId, o.subApp) as { n: number };
    if (n >= ADDRESS_MAX) throw new ApiFailure(ADDRESS_CODES.addressLimit, 'address_limit');
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO addresses (user_id, sub_app, name, area_code, phone, region, region_codes, detail,
           is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(
        o.userId,
        o.subApp,
        a.name,
        a.areaCode,
        a.phone,
        JSON.stringify(a.region),
        JSON.stringify(a.regionCodes),
        a.detail,
        now,
        now,
      );
    const id = Number(lastInsertRowid);
    if (n === 0 || a.isDefault) makeDefault(db, o, id, now);
    return mustGetAddress(db, o, id);
  })();
}

export function updateAddress(db: Db, o: Owner, id: number, raw: AddressInput, now: number): Address {
  const a = normalised(raw);
  return db.transaction(() => {
    mustGetAddress(db, o, id);
    db.prepare(
      `UPDATE addresses SET name = ?, area_code = ?, phone = ?, region = ?, region_codes = ?, detail = ?,
         updated_at = ? WHERE id = ?`,
    ).run(
      a.name,
      a.areaCode,
      a.phone,
      JSON.stringify(a.region),
      JSON.stringify(a.regionCodes),
      a.detail,
      now,
      id,
    );
    // Unsetting the default is ignored: exactly one stays the default while any exist.
    if (a.isDefault) makeDefault(db, o, id, now);
    return mustGetAddress(db, o, id);
  })();
}

export function setDefaultAddress(db: Db, o: Owner, id: number, now: number): Address {
  return db.transaction(() => {
    mustGetAddress(db, o, id);
    makeDefault(db, o, id, now);
    return mustGetAddress(db, o, id);
  })();
}

/** Deleting the default makes the newest remaining one the default. */
export function deleteAddress(db: Db, o: Owner, id: number, now: number): Address[] {
  return db.transaction(() => {
    const gone = mustGetAddress(db, o, id);
    db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
    if (gone.isDefault) {
      const next = db
        .prepare(
          'SELECT id FROM addresses WHERE user_id = ? AND sub_app = ? ORDER BY created_at DESC, id DESC',
        )
        .get(o.userId, o.subApp) as { id: number } | undefined;
      if (next) makeDefault(db, o, next.id, now);
    }
    return listAddresses(db, o);
  })();
}
