import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds (compared in SQL). Seats held by this stand-in's own orders are not
 * stored as a count: they are the course_holds whose order is pending or paid, so a cancelled or
 * expired order frees its seat (and its coupon) without any hook. `booked` is everyone else.
 */
export const coursesMigrations: Migration[] = [
  {
    name: 'courses-001-create',
    sql: `CREATE TABLE course_coaches (
      id INTEGER PRIMARY KEY, brand TEXT NOT NULL, name TEXT NOT NULL, title TEXT NOT NULL);
    CREATE TABLE courses (
      id INTEGER PRIMARY KEY, brand TEXT NOT NULL,
      coach_id INTEGER NOT NULL REFERENCES course_coaches(id),
      title TEXT NOT NULL, summary TEXT NOT NULL, cover TEXT,
      minutes INTEGER NOT NULL, price INTEGER NOT NULL CHECK (price >= 0),
      vip_price INTEGER NOT NULL CHECK (vip_price >= 0 AND vip_price <= price),
      outline TEXT NOT NULL DEFAULT '[]',
      state TEXT NOT NULL CHECK (state IN ('on-sale', 'ended')));
    CREATE INDEX courses_brand ON courses (brand, id);
    CREATE TABLE course_class_times (
      id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL REFERENCES courses(id),
      starts_at INTEGER NOT NULL, seats INTEGER NOT NULL CHECK (seats >= 0),
      booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= seats));
    CREATE INDEX class_times_course ON course_class_times (course_id, starts_at);
    CREATE TABLE course_reviews (
      id INTEGER PRIMARY KEY AUTOINCREMENT, course_id INTEGER NOT NULL REFERENCES courses(id),
      author TEXT NOT NULL, stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      text TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE course_holds (
      order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
      user_id INTEGER NOT NULL REFERENCES users(id),
      course_id INTEGER NOT NULL REFERENCES courses(id),
      class_id INTEGER NOT NULL REFERENCES course_class_times(id),
      coupon_id INTEGER);
    CREATE INDEX course_holds_class ON course_holds (class_id);
    CREATE INDEX course_holds_user ON course_holds (user_id, course_id);`,
  },
  {
    // A coupon is used while the order named in used_order_no is pending or paid (or that order is
    // not one of ours: used elsewhere); a cancelled or expired order gives it back.
    name: 'courses-002-coupons',
    sql: `CREATE TABLE user_coupons (
      id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
      brand TEXT NOT NULL, title TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('amount', 'percent')),
      value INTEGER NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value < 100)),
      min_spend INTEGER NOT NULL DEFAULT 0, valid_until INTEGER NOT NULL, used_order_no TEXT);
    CREATE INDEX user_coupons_user ON user_coupons (user_id, brand);
    CREATE TABLE user_coupon_grants (
      user_id INTEGER NOT NULL REFERENCES users(id), brand TEXT NOT NULL, PRIMARY KEY (user_id, brand));`,
  },
  {
    name: 'courses-003-free',
    sql: `CREATE TABLE free_classes (
      id INTEGER PRIMARY KEY AUTOINCREMENT, brand TEXT NOT NULL, day TEXT NOT NULL,
      title TEXT NOT NULL, coach TEXT NOT NULL, starts_at INTEGER NOT NULL, minutes INTEGER NOT NULL,
      seats INTEGER NOT NULL CHECK (seats >= 0),
      booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= seats));
    CREATE INDEX free_classes_day ON free_classes (brand, day);
    CREATE TABLE free_bookings (
      id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
      brand TEXT NOT NULL, day TEXT NOT NULL,
      class_id INTEGER NOT NULL REFERENCES free_classes(id), created_at INTEGER NOT NULL,
      UNIQUE (user_id, brand, day));`,
  },
  {
    // A student's evaluation of a paid order is a review of its course too (one per order).
    name: 'courses-004-review-order',
    sql: `ALTER TABLE course_reviews ADD COLUMN order_no TEXT;
    CREATE UNIQUE INDEX course_reviews_order ON course_reviews (order_no);
    CREATE INDEX course_reviews_course ON course_reviews (course_id, created_at);`,
  },
  {
    // Texts users read in both languages, chosen by the caller's Language (empty English: the
    // Chinese is shown). The existing columns stay the Chinese ones.
    name: 'courses-005-english',
    sql: `ALTER TABLE course_coaches ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE course_coaches ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE courses ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE courses ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE courses ADD COLUMN outline_en TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE user_coupons ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE free_classes ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE free_classes ADD COLUMN coach_en TEXT NOT NULL DEFAULT '';`,
  },
];
