import type { Migration } from '../../domain';

/**
 * Business courses (owned by a slim user), their handbook editions, which store order bought how
 * many of which edition, assessments with their participants, and coaches' signed partnerships.
 * What is left of an edition is counted from the orders (pending or paid), so an expired order gives
 * its handbooks back without a job.
 */
export const slimBusinessMigrations: Migration[] = [
  {
    name: 'slim-business-001-create',
    sql: `CREATE TABLE slim_biz_courses (
      id INTEGER PRIMARY KEY,
      owner_id INTEGER NOT NULL REFERENCES users(id),
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL,
      summary_zh TEXT NOT NULL, summary_en TEXT NOT NULL,
      includes_zh TEXT NOT NULL, includes_en TEXT NOT NULL,
      seller_zh TEXT NOT NULL, seller_en TEXT NOT NULL,
      cover TEXT NOT NULL DEFAULT '',
      weeks INTEGER NOT NULL);
    CREATE TABLE slim_biz_handbooks (
      id INTEGER PRIMARY KEY,
      course_id INTEGER NOT NULL REFERENCES slim_biz_courses(id),
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL,
      summary_zh TEXT NOT NULL, summary_en TEXT NOT NULL,
      price INTEGER NOT NULL CHECK (price > 0),
      stock INTEGER NOT NULL CHECK (stock >= 0),
      min_qty INTEGER NOT NULL, max_qty INTEGER NOT NULL);
    CREATE TABLE slim_biz_orders (
      order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
      handbook_id INTEGER NOT NULL REFERENCES slim_biz_handbooks(id),
      course_id INTEGER NOT NULL REFERENCES slim_biz_courses(id),
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      buyer_name TEXT NOT NULL,
      buyer_phone TEXT NOT NULL);
    CREATE INDEX slim_biz_orders_course ON slim_biz_orders (course_id, handbook_id);
    CREATE TABLE slim_biz_exams (
      id INTEGER PRIMARY KEY,
      course_id INTEGER NOT NULL REFERENCES slim_biz_courses(id),
      title_zh TEXT NOT NULL, title_en TEXT NOT NULL,
      ends_at INTEGER NOT NULL);
    CREATE TABLE slim_biz_exam_people (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      exam_id INTEGER NOT NULL REFERENCES slim_biz_exams(id),
      name TEXT NOT NULL,
      score INTEGER,
      status TEXT NOT NULL CHECK (status IN ('passed', 'failed', 'pending')));
    CREATE TABLE slim_biz_signings (
      teacher_id INTEGER PRIMARY KEY,
      name_zh TEXT NOT NULL, name_en TEXT NOT NULL,
      signed_at INTEGER NOT NULL,
      agreement_no TEXT NOT NULL);`,
  },
];
