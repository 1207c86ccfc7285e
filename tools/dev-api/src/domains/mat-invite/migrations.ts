import type { Migration } from '../../domain';

/**
 * Invite-for-a-mat: one invite code per user and sub-app (its clock starts at the first visit) and
 * the friends who joined through it. A seeded friend has no account here, so the user id may be null;
 * a real one joins once per sub-app, whoever invited them.
 */
export const matInviteMigrations: Migration[] = [
  {
    name: 'mat-invite-001',
    sql: `CREATE TABLE mat_invite_codes (
      code TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      started_at INTEGER NOT NULL,
      order_no TEXT,
      UNIQUE (user_id, sub_app));
    CREATE TABLE mat_invitees (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL REFERENCES mat_invite_codes(code),
      sub_app TEXT NOT NULL,
      user_id INTEGER REFERENCES users(id),
      name TEXT NOT NULL,
      joined_at INTEGER NOT NULL,
      UNIQUE (sub_app, user_id));
    CREATE INDEX mat_invitees_code ON mat_invitees (code, joined_at);`,
  },
  {
    // Where a friend signed up from and whether they count (see risk.ts); earlier rows count.
    name: 'mat-invite-002-risk',
    sql: `ALTER TABLE mat_invitees ADD COLUMN client TEXT;
      ALTER TABLE mat_invitees ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;
      CREATE INDEX mat_invitees_client ON mat_invitees (client, joined_at);`,
  },
];
