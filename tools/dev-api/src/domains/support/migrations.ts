import type { Migration } from '../../domain';

/**
 * A brand's service desk (phone, chat id, open minutes of the day in China time, open weekdays), its
 * FAQ categories and questions per audience (students or coaches) with answers as JSON arrays of
 * paragraphs per language, and the votes: one row per question and voter ('u:<user id>' signed in,
 * 'd:<device id>' signed out), so a second vote cannot be recorded.
 */
export const supportMigrations: Migration[] = [
  {
    name: 'support-001-create',
    sql: `CREATE TABLE support_desks (
      brand TEXT PRIMARY KEY,
      phone TEXT NOT NULL,
      chat_id TEXT NOT NULL,
      open_minute INTEGER NOT NULL CHECK (open_minute BETWEEN 0 AND 1439),
      close_minute INTEGER NOT NULL CHECK (close_minute BETWEEN 1 AND 1440),
      days TEXT NOT NULL);
    CREATE TABLE support_categories (
      brand TEXT NOT NULL,
      audience TEXT NOT NULL CHECK (audience IN ('student', 'coach')),
      key TEXT NOT NULL,
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL,
      position INTEGER NOT NULL,
      PRIMARY KEY (brand, audience, key));
    CREATE TABLE support_questions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      audience TEXT NOT NULL CHECK (audience IN ('student', 'coach')),
      category TEXT NOT NULL,
      position INTEGER NOT NULL,
      common INTEGER NOT NULL DEFAULT 0,
      question_zh TEXT NOT NULL,
      question_en TEXT NOT NULL,
      answer_zh TEXT NOT NULL,
      answer_en TEXT NOT NULL,
      yes_base INTEGER NOT NULL DEFAULT 0,
      no_base INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE support_votes (
      question_id INTEGER NOT NULL REFERENCES support_questions (id),
      voter TEXT NOT NULL,
      vote TEXT NOT NULL CHECK (vote IN ('yes', 'no')),
      at INTEGER NOT NULL,
      PRIMARY KEY (question_id, voter));`,
  },
];
