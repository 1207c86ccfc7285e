import type { Db } from '../../db';

/** The demo student every seed gives data to (the spec's test number). */
export const DEMO_PHONE = { areaCode: '86', phone: '13800138000' } as const;

/** The demo student's account, created the way sign-in creates one when no seed has made it yet. */
export function demoUser(db: Db, now: number): { id: number; name: string } {
  const { areaCode, phone } = DEMO_PHONE;
  db.prepare('INSERT OR IGNORE INTO users (area_code, phone, name, created_at) VALUES (?, ?, ?, ?)').run(
    areaCode,
    phone,
    `学员${phone.slice(-4)}`,
    new Date(now).toISOString(),
  );
  return db.prepare('SELECT id, name FROM users WHERE area_code = ? AND phone = ?').get(areaCode, phone) as {
    id: number;
    name: string;
  };
}

/** The demo student's id (see demoUser). */
export const demoUserId = (db: Db, now: number): number => demoUser(db, now).id;
