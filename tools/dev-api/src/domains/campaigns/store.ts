import {
  CAMPAIGN_CODES,
  type CampaignEvent,
  type CampaignReceipt,
  type CampaignReceiptKind,
  type MatOffer,
  type RecipeList,
  type RepApplication,
  type RepApplyRequest,
  type RepProgramme,
  type SubAppIdT,
  type WelfareOffer,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import { campaignArtUrl } from './art';
import {
  CAMPAIGN_BRAND,
  MAT_COLOURS,
  MAT_KEY,
  MAT_SHOP,
  recipes,
  recipesIntro,
  WELFARE_KEY,
  type EventContent,
  type OfferContent,
  matContent,
} from './seed';

type Worded = { zh: string; en: string };
const iso = (ms: number) => new Date(ms).toISOString();
const say = (lang: Lang, w: Worded) => inLang(lang, w.zh, w.en);
const notFound = () => new ApiFailure(CAMPAIGN_CODES.campaignNotFound, 'campaign_not_found');

/** Campaigns are suman's (students and coaches); any other sub-app finds none. */
export function brandOf(subApp: SubAppIdT): string {
  const brand = subApps.find((s) => s.id === subApp)!.brand;
  if (brand !== CAMPAIGN_BRAND) throw notFound();
  return brand;
}

type EventRow = {
  key: string;
  brand: string;
  content: string;
  cover: string;
  starts_at: number;
  ends_at: number;
  signup_ends_at: number;
  seats: number;
  taken_offline: number;
};

/** An event or offer of the sub-app's brand by key; the same not-found for another brand's. */
function rowOf<T>(db: Db, table: 'campaign_events' | 'campaign_offers', subApp: SubAppIdT, key: string): T {
  const row = db.prepare(`SELECT * FROM ${table} WHERE key = ? AND brand = ?`).get(key, brandOf(subApp));
  if (!row) throw notFound();
  return row as T;
}
const eventRow = (db: Db, subApp: SubAppIdT, key: string) =>
  rowOf<EventRow>(db, 'campaign_events', subApp, key);

const taken = (db: Db, e: EventRow) =>
  e.taken_offline +
  (db.prepare('SELECT COUNT(*) AS n FROM campaign_signups WHERE event_key = ?').get(e.key) as { n: number })
    .n;

/** The event as `viewer` (null: signed out) sees it. */
export function getEvent(
  db: Db,
  now: number,
  subApp: SubAppIdT,
  key: string,
  viewer: number | null,
  lang: Lang,
): CampaignEvent {
  const e = eventRow(db, subApp, key);
  const c = JSON.parse(e.content) as EventContent;
  const left = Math.max(0, e.seats - taken(db, e));
  const mine = viewer
    ? (db
        .prepare('SELECT id, created_at FROM campaign_signups WHERE event_key = ? AND user_id = ?')
        .get(key, viewer) as { id: number; created_at: number } | undefined)
    : undefined;
  return {
    key: e.key,
    title: say(lang, c.title),
    summary: say(lang, c.summary),
    place: say(lang, c.place),
    cover: e.cover,
    startsAt: iso(e.starts_at),
    endsAt: iso(e.ends_at),
    signupEndsAt: iso(e.signup_ends_at),
    seats: e.seats,
    seatsLeft: left,
    state: now >= e.signup_ends_at ? 'ended' : left === 0 ? 'full' : 'open',
    schedule: c.schedule.map((s) => ({ at: iso(e.starts_at + s.at * 60_000), title: say(lang, s.title) })),
    mine: mine ? { id: mine.id, signedUpAt: iso(mine.created_at) } : null,
  };
}

/**
 * Takes a seat for the user, once: the count and the insert run in one transaction (SQLite runs one
 * writer at a time), and the insert itself is conditional on a seat being left, so of sign-ups at
 * the last seat exactly one gets it, whatever their order.
 */
export function signUp(db: Db, now: number, subApp: SubAppIdT, key: string, userId: number): void {
  db.transaction(() => {
    const e = eventRow(db, subApp, key);
    if (now >= e.signup_ends_at) throw new ApiFailure(CAMPAIGN_CODES.eventEnded, 'campaign_event_ended');
    if (db.prepare('SELECT 1 FROM campaign_signups WHERE event_key = ? AND user_id = ?').get(key, userId))
      throw new ApiFailure(CAMPAIGN_CODES.alreadySignedUp, 'campaign_already_signed_up');
    const done = db
      .prepare(
        `INSERT INTO campaign_signups (event_key, user_id, sub_app, created_at)
         SELECT ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM campaign_signups WHERE event_key = ?) + ? < ?`,
      )
      .run(key, userId, subApp, now, key, e.taken_offline, e.seats);
    if (done.changes !== 1) throw new ApiFailure(CAMPAIGN_CODES.eventFull, 'campaign_event_full');
  })();
}

/** Gives the user's seat back (before sign-up closes). */
export function cancelSignUp(db: Db, now: number, subApp: SubAppIdT, key: string, userId: number): void {
  const e = eventRow(db, subApp, key);
  if (now >= e.signup_ends_at) throw new ApiFailure(CAMPAIGN_CODES.eventEnded, 'campaign_event_ended');
  const gone = db
    .prepare('DELETE FROM campaign_signups WHERE event_key = ? AND user_id = ?')
    .run(key, userId);
  if (gone.changes !== 1) throw new ApiFailure(CAMPAIGN_CODES.notSignedUp, 'campaign_not_signed_up');
}

/** Development: leave `seatsLeft` seats free (by the desk's count, sign-ups kept), or close sign-up. */
export function setEvent(db: Db, now: number, key: string, o: { seatsLeft?: number; ended?: boolean }): void {
  const e = db.prepare('SELECT * FROM campaign_events WHERE key = ?').get(key) as EventRow | undefined;
  if (!e) throw notFound();
  if (o.seatsLeft !== undefined) {
    const online = taken(db, e) - e.taken_offline;
    const seats = Math.max(1, online + o.seatsLeft);
    db.prepare('UPDATE campaign_events SET seats = ?, taken_offline = ? WHERE key = ?').run(
      seats,
      Math.max(0, seats - online - o.seatsLeft),
      key,
    );
  }
  if (o.ended !== undefined)
    db.prepare('UPDATE campaign_events SET signup_ends_at = ? WHERE key = ?').run(
      o.ended ? now - 1 : Math.max(now + 86_400_000, e.signup_ends_at),
      key,
    );
}

type OfferRow = { key: string; content: string; price: number; original_price: number; valid_until: number };

const offerRow = (db: Db, subApp: SubAppIdT, key: string) =>
  rowOf<OfferRow>(db, 'campaign_offers', subApp, key);

/** A new student has never paid for anything in the brand. */
function isNewStudent(db: Db, userId: number): boolean {
  const suman = subApps.filter((s) => s.brand === CAMPAIGN_BRAND).map((s) => s.id);
  const paid = db
    .prepare(
      `SELECT 1 FROM orders WHERE user_id = ? AND state IN ('paid', 'refunded') AND sub_app IN (${suman.map(() => '?').join(',')}) LIMIT 1`,
    )
    .get(userId, ...suman);
  return !paid;
}

export function getWelfare(
  db: Db,
  now: number,
  subApp: SubAppIdT,
  viewer: number | null,
  lang: Lang,
): WelfareOffer {
  const o = offerRow(db, subApp, WELFARE_KEY);
  const c = JSON.parse(o.content) as OfferContent;
  const claim = viewer
    ? (db
        .prepare('SELECT created_at FROM campaign_claims WHERE offer_key = ? AND user_id = ?')
        .get(o.key, viewer) as { created_at: number } | undefined)
    : undefined;
  return {
    key: o.key,
    title: say(lang, c.title),
    summary: say(lang, c.summary),
    cover: campaignArtUrl('mat', '5b9e8f'),
    includes: c.includes.map((w) => say(lang, w)),
    rules: c.rules.map((w) => say(lang, w)),
    price: o.price,
    originalPrice: o.original_price,
    validUntil: iso(o.valid_until),
    ended: now > o.valid_until,
    eligible: viewer === null ? null : isNewStudent(db, viewer),
    claim: claim ? { claimedAt: iso(claim.created_at) } : null,
  };
}

/** Claims the welfare once per user, in one transaction; only new students, only while it runs. */
export function claimWelfare(db: Db, now: number, subApp: SubAppIdT, userId: number): void {
  db.transaction(() => {
    const o = offerRow(db, subApp, WELFARE_KEY);
    if (db.prepare('SELECT 1 FROM campaign_claims WHERE offer_key = ? AND user_id = ?').get(o.key, userId))
      throw new ApiFailure(CAMPAIGN_CODES.alreadyClaimed, 'campaign_already_claimed');
    if (now > o.valid_until) throw new ApiFailure(CAMPAIGN_CODES.offerEnded, 'campaign_offer_ended');
    if (!isNewStudent(db, userId)) throw new ApiFailure(CAMPAIGN_CODES.notEligible, 'campaign_not_eligible');
    db.prepare(
      'INSERT INTO campaign_claims (offer_key, user_id, sub_app, created_at) VALUES (?, ?, ?, ?)',
    ).run(o.key, userId, subApp, now);
  })();
}

export const programme = {
  title: { zh: '素漫学员代表招募', en: 'Become a Suman student representative' },
  summary: {
    zh: '热爱瑜伽、乐于分享？成为学员代表，把素漫带给身边的朋友，和我们一起成长。',
    en: 'Love yoga and like to share it? Be a student representative: bring Suman to your friends and grow with us.',
  },
  duties: [
    { zh: '在所在城市组织学员练习小组', en: 'Run a practice group for students in your city' },
    {
      zh: '收集学员对课程的意见，每月与我们交流一次',
      en: 'Gather students’ views on classes and talk them over with us once a month',
    },
    { zh: '向新朋友介绍素漫的课程与活动', en: 'Introduce new friends to Suman’s classes and events' },
  ],
  rewards: [
    { zh: '每月 4 节免费线下课', en: '4 free studio classes a month' },
    {
      zh: '推荐新学员报课，获得课程金额 10% 的奖励',
      en: '10% of the class fees of each new student you bring',
    },
    {
      zh: '学员代表证书与专属活动名额',
      en: 'A representative certificate and places at members-only events',
    },
  ],
};

type AppRow = {
  id: number;
  name: string;
  phone: string;
  city: string;
  reason: string;
  status: RepApplication['status'];
  refusal: string | null;
  created_at: number;
};
const toApplication = (r: AppRow): RepApplication => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  city: r.city,
  reason: r.reason,
  status: r.status,
  refusal: r.refusal,
  createdAt: iso(r.created_at),
});

export function getProgramme(db: Db, subApp: SubAppIdT, viewer: number | null, lang: Lang): RepProgramme {
  const brand = brandOf(subApp);
  const row = viewer
    ? (db
        .prepare('SELECT * FROM campaign_rep_applications WHERE brand = ? AND user_id = ?')
        .get(brand, viewer) as AppRow | undefined)
    : undefined;
  return {
    title: say(lang, programme.title),
    summary: say(lang, programme.summary),
    duties: programme.duties.map((w) => say(lang, w)),
    rewards: programme.rewards.map((w) => say(lang, w)),
    application: row ? toApplication(row) : null,
  };
}

/** One application per user and brand (the UNIQUE index holds it too). */
export function apply(db: Db, now: number, subApp: SubAppIdT, userId: number, a: RepApplyRequest): void {
  const brand = brandOf(subApp);
  db.transaction(() => {
    if (
      db.prepare('SELECT 1 FROM campaign_rep_applications WHERE brand = ? AND user_id = ?').get(brand, userId)
    )
      throw new ApiFailure(CAMPAIGN_CODES.alreadyApplied, 'campaign_already_applied');
    db.prepare(
      `INSERT INTO campaign_rep_applications (brand, user_id, name, phone, city, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(brand, userId, a.name, a.phone, a.city, a.reason, now);
  })();
}

/** Development: the review's outcome for the application of the user with that phone. */
export function decide(
  db: Db,
  phone: string,
  status: RepApplication['status'],
  refusal: string | undefined,
): RepApplication {
  const user = db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined;
  const row = user
    ? (db
        .prepare('SELECT * FROM campaign_rep_applications WHERE brand = ? AND user_id = ?')
        .get(CAMPAIGN_BRAND, user.id) as AppRow | undefined)
    : undefined;
  if (!row) throw notFound();
  db.prepare('UPDATE campaign_rep_applications SET status = ?, refusal = ? WHERE id = ?').run(
    status,
    status === 'refused' ? (refusal ?? '') : null,
    row.id,
  );
  return toApplication({ ...row, status, refusal: status === 'refused' ? (refusal ?? '') : null });
}

export function getMat(db: Db, now: number, subApp: SubAppIdT, lang: Lang): MatOffer {
  const o = offerRow(db, subApp, MAT_KEY);
  const spu = db
    .prepare(
      `SELECT s.id, s.original_price, MIN(k.price) AS price FROM shop_spus s JOIN shop_skus k ON k.spu_id = s.id
       WHERE s.sub_app = ? AND s.title = ? GROUP BY s.id ORDER BY s.id LIMIT 1`,
    )
    .get(MAT_SHOP.subApp, MAT_SHOP.title) as
    { id: number; original_price: number; price: number } | undefined;
  if (!spu) throw notFound();
  return {
    title: say(lang, matContent.title),
    subtitle: say(lang, matContent.subtitle),
    photos: [
      campaignArtUrl('mat', MAT_COLOURS[0]!),
      campaignArtUrl('roll', MAT_COLOURS[1]!),
      campaignArtUrl('layers', MAT_COLOURS[2]!),
    ],
    specs: matContent.specs.map((s) => ({ name: say(lang, s.name), value: say(lang, s.value) })),
    highlights: matContent.highlights.map((w) => say(lang, w)),
    price: spu.price,
    originalPrice: Math.max(spu.original_price, spu.price),
    validUntil: iso(Math.max(o.valid_until, now)),
    product: { subApp: MAT_SHOP.subApp, spuId: spu.id },
  };
}

export function getRecipes(subApp: SubAppIdT, lang: Lang): RecipeList {
  brandOf(subApp);
  return {
    title: say(lang, recipesIntro.title),
    summary: say(lang, recipesIntro.summary),
    recipes: recipes.map((r) => ({
      key: r.key,
      meal: say(lang, r.meal),
      title: say(lang, r.title),
      image: campaignArtUrl('bowl', r.colour),
      calories: r.calories,
      minutes: r.minutes,
      ingredients: r.ingredients.map((i) => ({ name: say(lang, i.name), amount: say(lang, i.amount) })),
      steps: r.steps.map((s) => say(lang, s)),
    })),
  };
}

const RECEIPT_NEXT = {
  representative: [
    { zh: '我们会在 3 个工作日内审核你的申请', en: 'We review your application within 3 working days' },
    {
      zh: '审核结果会显示在学员代表页面，并短信通知你',
      en: 'The result shows on the representative page, and we text you',
    },
  ],
  event: [
    { zh: '活动开始前一天会短信提醒你', en: 'We text you a reminder the day before' },
    {
      zh: '请提前 15 分钟到场签到，带上瑜伽垫',
      en: 'Arrive 15 minutes early to check in, and bring your mat',
    },
    {
      zh: '来不了？报名截止前可以在活动页取消',
      en: 'Cannot come? Cancel on the event page before sign-up closes',
    },
  ],
} satisfies Record<CampaignReceiptKind, Worded[]>;

const masked = (phone: string) => phone.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2');

/**
 * One submission of the caller's for its result page, read back from what is kept: their
 * application in the sub-app's brand, or their sign-up made in this sub-app. Anyone else's, and a
 * cancelled sign-up, is the same 4960.
 */
export function getReceipt(
  db: Db,
  subApp: SubAppIdT,
  userId: number,
  kind: CampaignReceiptKind,
  id: number,
  lang: Lang,
): CampaignReceipt {
  const brand = brandOf(subApp);
  const gone = () => new ApiFailure(CAMPAIGN_CODES.receiptNotFound, 'campaign_receipt_not_found');
  const nextSteps = RECEIPT_NEXT[kind].map((w) => say(lang, w));
  if (kind === 'representative') {
    const r = db
      .prepare('SELECT * FROM campaign_rep_applications WHERE id = ? AND brand = ? AND user_id = ?')
      .get(id, brand, userId) as AppRow | undefined;
    if (!r) throw gone();
    return {
      kind,
      id,
      title: say(lang, programme.title),
      submittedAt: iso(r.created_at),
      status: r.status,
      place: null,
      startsAt: null,
      name: r.name,
      city: r.city,
      phone: masked(r.phone),
      reason: r.reason,
      nextSteps,
    };
  }
  const s = db
    .prepare(
      'SELECT event_key, created_at FROM campaign_signups WHERE id = ? AND user_id = ? AND sub_app = ?',
    )
    .get(id, userId, subApp) as { event_key: string; created_at: number } | undefined;
  if (!s) throw gone();
  const e = eventRow(db, subApp, s.event_key);
  const c = JSON.parse(e.content) as EventContent;
  return {
    kind,
    id,
    title: say(lang, c.title),
    submittedAt: iso(s.created_at),
    status: 'signed_up',
    place: say(lang, c.place),
    startsAt: iso(e.starts_at),
    name: null,
    city: null,
    phone: null,
    reason: null,
    nextSteps,
  };
}
