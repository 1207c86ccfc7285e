import type { NewUserEligibility, NewUserGift, SubAppIdT } from '@yoga/contract';
import { COUPON_CODES } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import {
  brandOf,
  head,
  mine,
  mineSql,
  rules,
  stateOf,
  takeCoupon,
  templatesOf,
  type ActivityRow,
  type MineRow,
} from './store';

function findGift(db: Db, brand: string): ActivityRow {
  const row = db
    .prepare(
      `SELECT id, title, title_en, starts_at, ends_at FROM coupon_activities
       WHERE brand = ? AND audience = 'new-user'`,
    )
    .get(brand) as ActivityRow | undefined;
  if (!row) throw new ApiFailure(COUPON_CODES.activityNotFound, 'coupon_activity_not_found');
  return row;
}

/** A new student has never paid an order of this sub-app (a refunded one was paid too). */
export const hasPaidOrder = (db: Db, userId: number, subApp: SubAppIdT): boolean =>
  db
    .prepare(
      "SELECT 1 FROM orders WHERE user_id = ? AND sub_app = ? AND state IN ('paid', 'refunded') LIMIT 1",
    )
    .get(userId, subApp) !== undefined;

const receivedOf = (db: Db, userId: number, brand: string, giftId: number, now: number, lang: Lang) =>
  (db.prepare(`${mineSql} AND t.activity_id = ? ORDER BY c.id`).all(userId, brand, giftId) as MineRow[]).map(
    (r) => mine(r, now, lang),
  );

/** The brand's gift as the caller (null: a visitor) sees it: its coupons, whether they may claim, what they got. */
export function getNewUserGift(
  db: Db,
  subApp: SubAppIdT,
  viewer: number | null,
  now: number,
  lang: Lang,
): NewUserGift {
  const brand = brandOf(subApp);
  const a = findGift(db, brand);
  const templates = templatesOf(db, a.id);
  const received = viewer === null ? [] : receivedOf(db, viewer, brand, a.id, now, lang);
  const eligibility: NewUserEligibility =
    viewer === null
      ? 'signed-out'
      : received.length > 0
        ? 'claimed'
        : hasPaidOrder(db, viewer, subApp)
          ? 'not-new'
          : 'eligible';
  const held = new Set(received.length > 0 ? templates.map((t) => t.id) : []);
  return {
    ...head(a, lang),
    state: stateOf(a, templates, now),
    coupons: templates.map((t) => ({
      id: t.id,
      ...rules(t, lang),
      validDays: t.valid_days,
      stock: t.stock,
      left: Math.max(0, t.stock - t.claimed),
      claimed: held.has(t.id),
    })),
    eligibility,
    received,
  };
}

/**
 * Claims every coupon of the gift in one transaction: once per user (checked inside the transaction
 * and held by the UNIQUE index per user and coupon), only for a new student, and each coupon's stock
 * taken by a conditional UPDATE; when one has run out nothing is taken (all or nothing).
 */
export function claimNewUserGift(db: Db, owner: Owner, now: number, lang: Lang): NewUserGift {
  const brand = brandOf(owner.subApp);
  const a = findGift(db, brand);
  if (now < a.starts_at) throw new ApiFailure(COUPON_CODES.activityNotStarted, 'coupon_activity_not_started');
  if (now >= a.ends_at) throw new ApiFailure(COUPON_CODES.activityEnded, 'coupon_activity_ended');
  db.transaction(() => {
    const templates = templatesOf(db, a.id);
    const held = db
      .prepare(
        `SELECT 1 FROM user_coupons WHERE user_id = ? AND template_id IN
         (SELECT id FROM coupon_templates WHERE activity_id = ?) LIMIT 1`,
      )
      .get(owner.userId, a.id);
    if (held) throw new ApiFailure(COUPON_CODES.alreadyClaimed, 'coupon_gift_already_claimed');
    if (hasPaidOrder(db, owner.userId, owner.subApp))
      throw new ApiFailure(COUPON_CODES.notNewUser, 'coupon_not_new_user');
    // All or nothing: one sold-out coupon throws, and the transaction gives back what was taken.
    for (const t of templates) takeCoupon(db, owner.userId, brand, t, now);
  })();
  return getNewUserGift(db, owner.subApp, owner.userId, now, lang);
}
