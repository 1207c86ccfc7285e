import type {
  Distribution,
  PromoteKit,
  SampleProduct,
  SampleReview,
  SampleShipment,
  SubAppIdT,
} from '@yoga/contract';
import { COACH_PROMOTE_CODES } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A coach's vip_share id: clear of the vip domain's seeded coaches (101…). */
export const TEACHER_ID_OFFSET = 100_000;
export const DISCOUNT_PERCENT = 15;

export const brandOf = (subApp: SubAppIdT) => subApps.find((s) => s.id === subApp)!.brand;
export const roleOf = (subApp: SubAppIdT) => subApps.find((s) => s.id === subApp)!.role;
const iso = (ms: number) => new Date(ms).toISOString();
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** A coach endpoint: a student sub-app (its token) is refused with 5550. */
export function mustBeCoach(owner: Owner): void {
  if (roleOf(owner.subApp) !== 'teacher')
    throw new ApiFailure(COACH_PROMOTE_CODES.coachOnly, 'coach_promote_coach_only');
}

/** The demo coach's name (the seed gives it); a coach's sign-up name is a student's default. */
export const DEMO_COACH_NAME = { zh: '周雅琴', en: 'Yaqin Zhou' };
const SIGN_UP_NAME = /^学员(\d{4})$/;

/**
 * The coach as students see them: the name the coach is known by, else the account's own name,
 * else (still the sign-up default 学员1234) "Coach 1234": never a student's placeholder.
 */
function coachOf(db: Db, owner: Owner, lang: Lang = 'zh') {
  const u = db
    .prepare(
      'SELECT u.id, u.name, n.name_zh, n.name_en FROM users u LEFT JOIN cp_coach_names n ON n.user_id = u.id WHERE u.id = ?',
    )
    .get(owner.userId) as { id: number; name: string; name_zh: string | null; name_en: string | null };
  const tail = SIGN_UP_NAME.exec(u.name)?.[1];
  const name =
    (lang === 'en' ? u.name_en : u.name_zh) ?? (tail ? pick(lang, `教练${tail}`, `Coach ${tail}`) : u.name);
  return { id: u.id, name, teacherId: TEACHER_ID_OFFSET + u.id };
}

/** The coach's invitation on the brand's vip_share page, made when the coach first asks for it. */
function ensureInvite(db: Db, owner: Owner, name: string, teacherId: number) {
  db.prepare('INSERT OR IGNORE INTO vip_invites VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    teacherId,
    brandOf(owner.subApp),
    name,
    '瑜伽老师',
    'Yoga coach',
    3,
    DISCOUNT_PERCENT,
  );
}

export function getDistribution(db: Db, owner: Owner, now: number, lang: Lang): Distribution {
  const coach = coachOf(db, owner, lang);
  ensureInvite(db, owner, coachOf(db, owner).name, coach.teacherId);
  const students = (
    db
      .prepare(
        'SELECT id, student_name AS name, student_phone AS phone, member, joined_at FROM cp_invites WHERE coach_id = ? AND sub_app = ? ORDER BY joined_at DESC, id DESC',
      )
      .all(owner.userId, owner.subApp) as {
      id: number;
      name: string;
      phone: string;
      member: number;
      joined_at: number;
    }[]
  ).map((s) => ({
    id: s.id,
    name: s.name,
    phone: `${s.phone.slice(0, 3)}****${s.phone.slice(-4)}`,
    member: s.member === 1,
    joinedAt: iso(s.joined_at),
  }));
  const earnings = (
    db
      .prepare(
        `SELECT e.id, e.title_zh, e.title_en, e.amount, e.created_at, e.settle_at, i.student_name
         FROM cp_earnings e JOIN cp_invites i ON i.id = e.invite_id
         WHERE e.coach_id = ? AND e.sub_app = ? ORDER BY e.created_at DESC, e.id DESC`,
      )
      .all(owner.userId, owner.subApp) as {
      id: number;
      title_zh: string;
      title_en: string;
      amount: number;
      created_at: number;
      settle_at: number;
      student_name: string;
    }[]
  ).map((e) => ({
    id: e.id,
    title: pick(lang, e.title_zh, e.title_en),
    studentName: e.student_name,
    amount: e.amount,
    // Settled once its date has passed: the state follows the clock.
    state: e.settle_at <= now ? ('settled' as const) : ('pending' as const),
    createdAt: iso(e.created_at),
    settleAt: iso(e.settle_at),
  }));
  const sum = (s: 'pending' | 'settled') =>
    earnings.filter((e) => e.state === s).reduce((n, e) => n + e.amount, 0);
  return {
    coach: { id: coach.id, name: coach.name },
    teacherId: coach.teacherId,
    discountPercent: DISCOUNT_PERCENT,
    totals: { pending: sum('pending'), settled: sum('settled') },
    students,
    earnings,
  };
}

export function getPromoteKit(db: Db, owner: Owner, lang: Lang): PromoteKit {
  const coach = coachOf(db, owner, lang);
  ensureInvite(db, owner, coachOf(db, owner).name, coach.teacherId);
  const d = DISCOUNT_PERCENT;
  return {
    coach: { id: coach.id, name: coach.name, title: pick(lang, '瑜伽老师', 'Yoga coach') },
    teacherId: coach.teacherId,
    discountPercent: d,
    posters: [
      {
        id: 1,
        theme: 'warm',
        headline: pick(lang, '和我一起练瑜伽', 'Practise yoga with me'),
        subline: pick(lang, `扫码开通会员，立减 ${d}%`, `Scan to join: ${d}% off membership`),
      },
      {
        id: 2,
        theme: 'calm',
        headline: pick(lang, '每天二十分钟，身心更轻松', 'Twenty minutes a day, a lighter you'),
        subline: pick(lang, `老师专属邀请，会员立减 ${d}%`, `My invitation: ${d}% off membership`),
      },
    ],
    texts: [
      {
        id: 1,
        text: pick(
          lang,
          `我是${coach.name}，邀请你一起练瑜伽！通过我的链接开通会员立减 ${d}%。`,
          `I'm ${coach.name}, a yoga coach. Practise yoga with me: join through my link for ${d}% off membership.`,
        ),
      },
      {
        id: 2,
        text: pick(
          lang,
          `新学期课程已开放，会员可免费观看全部直播回放，用我的邀请链接开通更优惠。`,
          `New classes are open. Members watch every live replay free, and my invite link makes it cheaper.`,
        ),
      },
    ],
  };
}

type SampleRow = {
  spu_id: number;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  price: number;
};
function sampleRow(db: Db, subApp: SubAppIdT, spuId: number): SampleRow {
  const row = db
    .prepare('SELECT * FROM cp_samples WHERE brand = ? AND spu_id = ?')
    .get(brandOf(subApp), spuId) as SampleRow | undefined;
  if (!row) throw new ApiFailure(COACH_PROMOTE_CODES.sampleNotFound, 'coach_promote_sample_not_found');
  return row;
}

type ReviewRow = {
  id: number;
  spu_id: number;
  rating: number;
  text: string;
  photo_ids: string;
  created_at: number;
  title_zh: string;
  title_en: string;
};
const reviewSql = `SELECT r.id, r.spu_id, r.rating, r.text, r.photo_ids, r.created_at, s.title_zh, s.title_en
  FROM cp_reviews r JOIN cp_samples s ON s.spu_id = r.spu_id AND s.brand = ?
  WHERE r.coach_id = ? AND r.sub_app = ?`;
const review = (r: ReviewRow, lang: Lang): SampleReview => ({
  id: r.id,
  spuId: r.spu_id,
  productTitle: pick(lang, r.title_zh, r.title_en),
  rating: r.rating,
  text: r.text,
  photos: (JSON.parse(r.photo_ids) as string[]).map((id) => ({ id, url: `/api/uploads/${id}` })),
  createdAt: iso(r.created_at),
});

export function listReviews(db: Db, owner: Owner, lang: Lang): SampleReview[] {
  return (
    db
      .prepare(`${reviewSql} ORDER BY r.created_at DESC, r.id DESC`)
      .all(brandOf(owner.subApp), owner.userId, owner.subApp) as ReviewRow[]
  ).map((r) => review(r, lang));
}

export function getSample(db: Db, owner: Owner, spuId: number, lang: Lang): SampleProduct {
  const s = sampleRow(db, owner.subApp, spuId);
  const mine = db
    .prepare(`${reviewSql} AND r.spu_id = ?`)
    .get(brandOf(owner.subApp), owner.userId, owner.subApp, spuId) as ReviewRow | undefined;
  return {
    spuId: s.spu_id,
    title: pick(lang, s.title_zh, s.title_en),
    summary: pick(lang, s.summary_zh, s.summary_en),
    price: s.price,
    myReview: mine ? review(mine, lang) : null,
  };
}

export function addReview(
  db: Db,
  owner: Owner,
  spuId: number,
  r: { rating: number; text: string; photoIds: string[] },
  now: number,
  lang: Lang,
): SampleReview {
  sampleRow(db, owner.subApp, spuId);
  const ids = [...new Set(r.photoIds)];
  const mine = db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?');
  if (ids.some((id) => !mine.get(id, owner.userId)))
    throw new ApiFailure(COACH_PROMOTE_CODES.photoNotYours, 'coach_promote_photo_not_yours');
  const done = db
    .prepare(
      'INSERT OR IGNORE INTO cp_reviews (coach_id, sub_app, spu_id, rating, text, photo_ids, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(owner.userId, owner.subApp, spuId, r.rating, r.text, JSON.stringify(ids), now);
  if (done.changes === 0)
    throw new ApiFailure(COACH_PROMOTE_CODES.alreadyReviewed, 'coach_promote_already_reviewed');
  return getSample(db, owner, spuId, lang).myReview!;
}

const CITIES = { zh: ['杭州', '上海'], en: ['Hangzhou', 'Shanghai'] };
/** Carriers are stored by their Chinese name; English callers get theirs. */
const CARRIERS_EN: Record<string, string> = { 顺丰速运: 'SF Express', 中通快递: 'ZTO Express' };
export function listShipments(db: Db, owner: Owner, now: number, lang: Lang): SampleShipment[] {
  const rows = db
    .prepare(
      `SELECT sh.id, sh.spu_id, sh.carrier, sh.tracking_no, sh.shipped_at, s.title_zh, s.title_en,
         EXISTS (SELECT 1 FROM cp_reviews r WHERE r.coach_id = sh.coach_id AND r.sub_app = sh.sub_app AND r.spu_id = sh.spu_id) AS reviewed
       FROM cp_shipments sh JOIN cp_samples s ON s.spu_id = sh.spu_id AND s.brand = ?
       WHERE sh.coach_id = ? AND sh.sub_app = ? ORDER BY sh.shipped_at DESC, sh.id DESC`,
    )
    .all(brandOf(owner.subApp), owner.userId, owner.subApp) as {
    id: number;
    spu_id: number;
    carrier: string;
    tracking_no: string;
    shipped_at: number;
    title_zh: string;
    title_en: string;
    reviewed: number;
  }[];
  const [from, to] = CITIES[lang];
  return rows.map((r) => {
    // The timeline follows the clock: each step appears once its time has come.
    const steps = [
      { at: r.shipped_at, text: pick(lang, `已从${from}发货`, `Shipped from ${from}`) },
      { at: r.shipped_at + 20 * HOUR, text: pick(lang, `已到达${to}转运中心`, `Arrived at the ${to} hub`) },
      { at: r.shipped_at + 2 * DAY, text: pick(lang, '派送中，请保持电话畅通', 'Out for delivery') },
      { at: r.shipped_at + 2 * DAY + 5 * HOUR, text: pick(lang, '已签收', 'Delivered') },
    ].filter((s) => s.at <= now);
    const state = steps.length === 4 ? 'delivered' : steps.length === 1 ? 'shipped' : 'in_transit';
    return {
      id: r.id,
      spuId: r.spu_id,
      productTitle: pick(lang, r.title_zh, r.title_en),
      carrier: lang === 'en' ? (CARRIERS_EN[r.carrier] ?? r.carrier) : r.carrier,
      trackingNo: r.tracking_no,
      state,
      events: steps.reverse().map((s) => ({ at: iso(s.at), text: s.text })),
      reviewed: r.reviewed === 1,
    };
  });
}
