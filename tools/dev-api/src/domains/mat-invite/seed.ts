import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';

const DAY = 86_400_000;
const friends = ['王小雨', '李晓晨', '陈默'];

/** The demo student on phala invited 3 of 5 friends; the 30 days began 6 days ago. */
export function seedMatInvite(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM mat_invite_codes').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  db.transaction(() => {
    const id = demoUserId(db, now);
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
