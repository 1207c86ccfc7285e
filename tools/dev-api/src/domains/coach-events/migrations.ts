import type { Migration } from '../../domain';

/** Coach events (zh and en text), the coaches' sign-ups (one seat each) and their feedback. */
export const coachEventsMigrations: Migration[] = [
  {
    name: 'coach-events-001-create',
    sql: `CREATE TABLE coach_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL,
      kind_zh TEXT NOT NULL, kind_en TEXT NOT NULL,
      rules_zh TEXT NOT NULL, rules_en TEXT NOT NULL,
      place_zh TEXT NOT NULL, place_en TEXT NOT NULL,
      starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
      seats INTEGER NOT NULL,
      taken_elsewhere INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE coach_event_signups (
      event_id INTEGER NOT NULL REFERENCES coach_events(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      created_at INTEGER NOT NULL,
      PRIMARY KEY (event_id, user_id));
    CREATE TABLE coach_event_feedback (
      event_id INTEGER NOT NULL REFERENCES coach_events(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      rating INTEGER NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (event_id, user_id));`,
  },
];
