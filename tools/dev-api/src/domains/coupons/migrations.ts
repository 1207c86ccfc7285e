import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. A template's `claimed` never passes its `stock` (CHECK, and the
 * claim's conditional UPDATE); a claimed coupon is a row of the courses domain's user_coupons (the
 * table course_pay reads), tagged with its template, UNIQUE per user and template: one each. A
 * course coupon may name the course it was handed out for (where "use" leads; any course takes it).
 */
export const couponsMigrations: Migration[] = [
  {
    name: 'coupons-001-activities',
    sql: `CREATE TABLE coupon_activities (
      id INTEGER PRIMARY KEY AUTOINCREMENT, brand TEXT NOT NULL,
      title TEXT NOT NULL, title_en TEXT NOT NULL DEFAULT '',
      starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL);
    CREATE TABLE coupon_templates (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      activity_id INTEGER NOT NULL REFERENCES coupon_activities(id),
      title TEXT NOT NULL, title_en TEXT NOT NULL DEFAULT '',
      kind TEXT NOT NULL CHECK (kind IN ('amount', 'percent')),
      value INTEGER NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value < 100)),
      min_spend INTEGER NOT NULL DEFAULT 0,
      scope TEXT NOT NULL DEFAULT 'course' CHECK (scope IN ('course', 'store')),
      course_id INTEGER,
      valid_days INTEGER NOT NULL CHECK (valid_days > 0),
      stock INTEGER NOT NULL CHECK (stock >= 0),
      claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= stock));
    CREATE INDEX coupon_templates_activity ON coupon_templates (activity_id);
    ALTER TABLE user_coupons ADD COLUMN scope TEXT NOT NULL DEFAULT 'course';
    ALTER TABLE user_coupons ADD COLUMN template_id INTEGER REFERENCES coupon_templates(id);
    ALTER TABLE user_coupons ADD COLUMN claimed_at INTEGER;
    CREATE UNIQUE INDEX user_coupons_template ON user_coupons (user_id, template_id);`,
  },
  {
    // The new-user gift is an activity of its own audience: claimed as a whole by its own endpoint
    // (eligibility checked there), never coupon by coupon through the activity page. One per brand.
    name: 'coupons-002-new-user-gift',
    sql: `ALTER TABLE coupon_activities ADD COLUMN audience TEXT NOT NULL DEFAULT 'all'
      CHECK (audience IN ('all', 'new-user'));
    CREATE UNIQUE INDEX coupon_activities_new_user ON coupon_activities (brand) WHERE audience = 'new-user';`,
  },
];
