import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds (compared in SQL). A card's state is not stored: expired and used-up
 * are read from valid_until and the session counts against the clock, so nothing has to sweep them.
 * Ownership of a playback's course is not stored either: it is a paid course order of the backbone
 * (orders) or a row of playback_grants.
 */
export const courseMediaMigrations: Migration[] = [
  {
    name: 'course-media-001-create',
    sql: `CREATE TABLE course_cards (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), brand TEXT NOT NULL,
      name TEXT NOT NULL, total_sessions INTEGER NOT NULL CHECK (total_sessions > 0),
      used_sessions INTEGER NOT NULL DEFAULT 0 CHECK (used_sessions >= 0 AND used_sessions <= total_sessions),
      valid_days INTEGER NOT NULL CHECK (valid_days > 0), valid_until INTEGER NOT NULL,
      course_ids TEXT NOT NULL DEFAULT '[]', created_at INTEGER NOT NULL);
    CREATE INDEX course_cards_user ON course_cards (user_id, brand);
    CREATE TABLE card_usages (
      id INTEGER PRIMARY KEY AUTOINCREMENT, card_id INTEGER NOT NULL REFERENCES course_cards(id),
      used_at INTEGER NOT NULL, course_id INTEGER NOT NULL, course_title TEXT NOT NULL, coach TEXT NOT NULL,
      sessions INTEGER NOT NULL CHECK (sessions > 0));
    CREATE INDEX card_usages_card ON card_usages (card_id, used_at);
    CREATE TABLE playbacks (
      id INTEGER PRIMARY KEY, brand TEXT NOT NULL, course_id INTEGER NOT NULL,
      title TEXT NOT NULL, coach TEXT NOT NULL, summary TEXT NOT NULL, recorded_at INTEGER NOT NULL,
      duration_sec INTEGER NOT NULL CHECK (duration_sec > 0), chapters TEXT NOT NULL DEFAULT '[]',
      video_file TEXT NOT NULL, preview_file TEXT, preview_sec INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE playback_grants (
      user_id INTEGER NOT NULL REFERENCES users(id), brand TEXT NOT NULL, course_id INTEGER NOT NULL,
      PRIMARY KEY (user_id, brand, course_id));`,
  },
  {
    // Texts users read in both languages, chosen by the caller's Language (empty English: the
    // Chinese is shown). A card usage's course is named at read time from the courses domain.
    name: 'course-media-002-english',
    sql: `ALTER TABLE course_cards ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE playbacks ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE playbacks ADD COLUMN coach_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE playbacks ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE playbacks ADD COLUMN chapters_en TEXT NOT NULL DEFAULT '[]';`,
  },
];
