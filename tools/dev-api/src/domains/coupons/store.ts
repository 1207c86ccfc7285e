import type {
  ActivityCoupon,
  CouponActivity,
  CouponActivityState,
  CouponScope,
  CouponState,
  MyCoupon,
  MyCouponPage,
  TeacherCouponActivity,
} from '@yoga/contract';
import { COUPON_CODES } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { grantStarterCoupons } from '../courses/coupons';

const DAY = 86_400_000;
export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;
/** The first seeded course of a brand (onmat 101, phala 201): where a seeded coupon leads. */
export const firstCourseOf = (brand: string) => (brand === 'phala' ? 201 : 101);

export type ActivityRow = { id: number; title: string; title_en: string; starts_at: number; ends_at: number };
export type TemplateRow = {
  id: number;
  title: string;
  title_en: string;
  kind: 'amount' | 'percent';
  value: number;
  min_spend: number;
  scope: CouponScope;
  course_id: number | null;
  valid_days: number;
  stock: number;
  claimed: number;
};

export const rules = (r: TemplateRow, lang: Lang) => ({
  title: inLang(lang, r.title, r.title_en),
  kind: r.kind,
  value: r.value,
  minSpend: r.min_spend,
  scope: r.scope,
  courseId: r.course_id,
});

function findActivity(db: Db, brand: string, id: number): ActivityRow {
  const row = db
    .prepare(
      `SELECT id, title, title_en, starts_at, ends_at FROM coupon_activities
       WHERE id = ? AND brand = ? AND audience = 'all'`,
    )
    .get(id, brand) as ActivityRow | undefined;
  if (!row) throw new ApiFailure(COUPON_CODES.activityNotFound, 'coupon_activity_not_found');
  return row;
}

export const templatesOf = (db: Db, activityId: number) =>
  db
    .prepare(
      `SELECT id, title, title_en, kind, value, min_spend, scope, course_id, valid_days, stock, claimed
       FROM coupon_templates WHERE activity_id = ? ORDER BY id`,
    )
    .all(activityId) as TemplateRow[];

export function stateOf(a: ActivityRow, templates: TemplateRow[], now: number): CouponActivityState {
  if (now < a.starts_at) return 'not-started';
  if (now >= a.ends_at) return 'ended';
  return templates.every((t) => t.claimed >= t.stock) ? 'sold-out' : 'open';
}

export const head = (a: ActivityRow, lang: Lang) => ({
  id: a.id,
  title: inLang(lang, a.title, a.title_en),
  startsAt: new Date(a.starts_at).toISOString(),
  endsAt: new Date(a.ends_at).toISOString(),
});

/** An activity as a student (or a visitor: viewer null) sees it. */
export function getActivity(
  db: Db,
  subApp: string,
  id: number,
  viewer: number | null,
  now: number,
  lang: Lang,
): CouponActivity {
  const a = findActivity(db, brandOf(subApp), id);
  const templates = templatesOf(db, a.id);
  const mine = new Set(
    viewer === null
      ? []
      : (
          db
            .prepare(
              `SELECT template_id FROM user_coupons WHERE user_id = ? AND template_id IN
               (SELECT id FROM coupon_templates WHERE activity_id = ?)`,
            )
            .all(viewer, a.id) as { template_id: number }[]
        ).map((r) => r.template_id),
  );
  const coupons: ActivityCoupon[] = templates.map((t) => ({
    id: t.id,
    ...rules(t, lang),
    validDays: t.valid_days,
    stock: t.stock,
    left: Math.max(0, t.stock - t.claimed),
    claimed: mine.has(t.id),
  }));
  return { ...head(a, lang), state: stateOf(a, templates, now), coupons };
}

/**
 * Takes one of a coupon's stock (a conditional UPDATE, so parallel takes never pass it) and gives the
 * user their copy; run inside the caller's transaction. Returns the copy's id.
 */
export function takeCoupon(db: Db, userId: number, brand: string, t: TemplateRow, now: number): number {
  const took = db
    .prepare('UPDATE coupon_templates SET claimed = claimed + 1 WHERE id = ? AND claimed < stock')
    .run(t.id);
  if (took.changes === 0) throw new ApiFailure(COUPON_CODES.soldOut, 'coupon_sold_out');
  const put = db.prepare(
    `INSERT INTO user_coupons (user_id, brand, title, title_en, kind, value, min_spend, valid_until,
     used_order_no, scope, template_id, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
  );
  const row = [t.title, t.title_en, t.kind, t.value, t.min_spend, now + t.valid_days * DAY] as const;
  return Number(put.run(userId, brand, ...row, t.scope, t.id, now).lastInsertRowid);
}

/**
 * Claims one coupon: the stock is taken by a conditional UPDATE and the user's copy is UNIQUE per
 * template, both in one transaction, so parallel claims never pass the stock and a user holds one.
 */
export function claimCoupon(
  db: Db,
  owner: Owner,
  activityId: number,
  templateId: number,
  now: number,
  lang: Lang,
): MyCoupon {
  const brand = brandOf(owner.subApp);
  const a = findActivity(db, brand, activityId);
  if (now < a.starts_at) throw new ApiFailure(COUPON_CODES.activityNotStarted, 'coupon_activity_not_started');
  if (now >= a.ends_at) throw new ApiFailure(COUPON_CODES.activityEnded, 'coupon_activity_ended');
  const t = templatesOf(db, a.id).find((x) => x.id === templateId);
  if (!t) throw new ApiFailure(COUPON_CODES.unknownCoupon, 'coupon_not_found');
  const id = db.transaction(() => {
    const held = db
      .prepare('SELECT 1 FROM user_coupons WHERE user_id = ? AND template_id = ?')
      .get(owner.userId, t.id);
    if (held) throw new ApiFailure(COUPON_CODES.alreadyClaimed, 'coupon_already_claimed');
    return takeCoupon(db, owner.userId, brand, t, now);
  })();
  return getMine(db, owner, id, now, lang)!;
}

export type MineRow = {
  id: number;
  title: string;
  title_en: string;
  kind: 'amount' | 'percent';
  value: number;
  min_spend: number;
  scope: CouponScope;
  course_id: number | null;
  valid_until: number;
  claimed_at: number | null;
  used: number;
};

/** Used while its order is pending or paid, or spent outside our orders (as course_pay counts it). */
export const mineSql = `SELECT c.id, c.title, c.title_en, c.kind, c.value, c.min_spend, c.scope, t.course_id,
  c.valid_until, c.claimed_at,
  (c.used_order_no IS NOT NULL AND (o.id IS NULL OR o.state IN ('pending', 'paid'))) AS used
  FROM user_coupons c LEFT JOIN orders o ON o.order_no = c.used_order_no
  LEFT JOIN coupon_templates t ON t.id = c.template_id
  WHERE c.user_id = ? AND c.brand = ?`;

const mineState = (r: MineRow, now: number): CouponState =>
  r.used === 1 ? 'used' : r.valid_until <= now ? 'expired' : 'unused';

export const mine = (r: MineRow, now: number, lang: Lang): MyCoupon => ({
  id: r.id,
  title: inLang(lang, r.title, r.title_en),
  kind: r.kind,
  value: r.value,
  minSpend: r.min_spend,
  scope: r.scope,
  courseId: r.course_id,
  validUntil: new Date(r.valid_until).toISOString(),
  state: mineState(r, now),
  claimedAt: r.claimed_at === null ? null : new Date(r.claimed_at).toISOString(),
});

function getMine(db: Db, owner: Owner, id: number, now: number, lang: Lang): MyCoupon | null {
  const row = db.prepare(`${mineSql} AND c.id = ?`).get(owner.userId, brandOf(owner.subApp), id) as
    MineRow | undefined;
  return row ? mine(row, now, lang) : null;
}

/**
 * The owner's coupons in one state, soonest expiry first (expired and used: latest first). The
 * starter set course_pay grants is granted here too, so both pages show the same coupons.
 */
export function listMine(
  db: Db,
  owner: Owner,
  state: CouponState,
  page: number,
  pageSize: number,
  now: number,
  lang: Lang,
): MyCouponPage {
  const brand = brandOf(owner.subApp);
  // The starter set is course_pay's (onmat, phala); suman's coupons come from its new-user gift.
  if (brand !== 'suman') grantStarterCoupons(db, owner.userId, brand, now);
  const rows = (db.prepare(mineSql).all(owner.userId, brand) as MineRow[])
    .filter((r) => mineState(r, now) === state)
    .sort((a, b) =>
      state === 'unused'
        ? a.valid_until - b.valid_until || a.id - b.id
        : b.valid_until - a.valid_until || b.id - a.id,
    );
  const list = rows.slice((page - 1) * pageSize, page * pageSize).map((r) => mine(r, now, lang));
  return { list, page, pageSize, total: rows.length };
}

/** The coach's view: stock, claims and uses (a use counts while its order is pending or paid). */
export function teacherActivity(
  db: Db,
  subApp: string,
  id: number,
  now: number,
  lang: Lang,
): TeacherCouponActivity {
  const a = findActivity(db, brandOf(subApp), id);
  const templates = templatesOf(db, a.id);
  const used = db.prepare(
    `SELECT COUNT(*) AS n FROM user_coupons c JOIN orders o ON o.order_no = c.used_order_no
     WHERE c.template_id = ? AND o.state IN ('pending', 'paid')`,
  );
  return {
    ...head(a, lang),
    state: stateOf(a, templates, now),
    coupons: templates.map((t) => ({
      id: t.id,
      ...rules(t, lang),
      stock: t.stock,
      claimed: t.claimed,
      used: (used.get(t.id) as { n: number }).n,
    })),
  };
}

export type TemplateSeed = {
  title: string;
  titleEn: string;
  kind: 'amount' | 'percent';
  value: number;
  minSpend: number;
  validDays: number;
  stock: number;
  claimed?: number;
  courseId?: number;
  /** course by default. */
  scope?: CouponScope;
};

/** A new activity of a brand (the seed's and the tests'); returns its id. */
export function createActivity(
  db: Db,
  a: {
    brand: string;
    title: string;
    titleEn: string;
    startsAt: number;
    endsAt: number;
    coupons: TemplateSeed[];
    /** 'new-user': the brand's new-user gift (claimed as a whole). */
    audience?: 'all' | 'new-user';
  },
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO coupon_activities (brand, title, title_en, starts_at, ends_at, audience)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(a.brand, a.title, a.titleEn, a.startsAt, a.endsAt, a.audience ?? 'all').lastInsertRowid,
  );
  const put = db.prepare(
    `INSERT INTO coupon_templates (activity_id, title, title_en, kind, value, min_spend, scope, course_id,
     valid_days, stock, claimed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of a.coupons)
    put.run(
      id,
      c.title,
      c.titleEn,
      c.kind,
      c.value,
      c.minSpend,
      c.scope ?? 'course',
      c.scope === 'store' ? null : (c.courseId ?? null),
      c.validDays,
      c.stock,
      c.claimed ?? 0,
    );
  return id;
}
