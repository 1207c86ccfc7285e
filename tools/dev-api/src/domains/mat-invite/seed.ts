import type { Db } from '../../db';
import { normalisePhone } from '../../phone';
import { DEMO_PHONE } from '../orders/seed';

const DAY = 86_400_000;
const friends = ['王小雨', '李晓晨', '陈默'];

/** The demo student on phala invited 3 of 5 friends; the 30 days began 6 days ago. */
export function seedMatInvite(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM mat_invite_codes').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const p = normalisePhone(DEMO_PHONE.areaCode, DEMO_PHONE.phone);
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO users (area_code, phone, name, created_at) VALUES (?, ?, ?, ?)').run(
      p.areaCode,
      p.national,
      `学员${p.national.slice(-4)}`,
      new Date(now).toISOString(),
    );
    const { id } = db
      .prepare('SELECT id FROM users WHERE area_code = ? AND phone = ?')
      .get(p.areaCode, p.national) as { id: number };
    db.prepare(
      "INSERT INTO mat_invite_codes (code, user_id, sub_app, started_at) VALUES ('PHDEMO', ?, 'phala', ?)",
    ).run(id, now - 6 * DAY);
    friends.forEach((name, i) =>
      db
        .prepare("INSERT INTO mat_invitees (code, sub_app, name, joined_at) VALUES ('PHDEMO', 'phala', ?, ?)")
        .run(name, now - (5 - i * 2) * DAY),
    );
  })();
}
