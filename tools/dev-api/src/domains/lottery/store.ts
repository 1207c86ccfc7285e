import { randomInt } from 'node:crypto';
import {
  LOTTERY_CODES,
  LOTTERY_SHIP_WITHIN_DAYS,
  type AddressRequest,
  type LotteryActivity,
  type LotteryDraw,
  type LotteryPrize,
  type LotteryPrizeKind,
  type LotteryWin,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { checkRegion } from '../../regions';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { addPoints } from '../wallet/points-store';

const DAY = 86_400_000;
/** The business's calendar day (China time, UTC+8) of an instant. */
const businessDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

type ActivityRow = {
  id: number;
  sub_app: string;
  title_zh: string;
  title_en: string;
  start_at: number;
  end_at: number;
  chances: number;
  rules_zh: string;
  rules_en: string;
};
type PrizeRow = {
  id: number;
  activity_id: number;
  position: number;
  kind: LotteryPrizeKind;
  name_zh: string;
  name_en: string;
  points: number | null;
  weight: number;
  stock: number | null;
};
type DrawRow = {
  id: number;
  activity_id: number;
  user_id: number;
  sub_app: string;
  key: string;
  prize_id: number;
  coupon_code: string | null;
  drawn_at: number;
};
type ClaimRow = {
  draw_id: number;
  name: string;
  area_code: string;
  phone: string;
  region: string;
  detail: string;
  claimed_at: number;
};

const notFound = () => new ApiFailure(404, 'lottery_activity_not_found');
const prizeNotFound = () => new ApiFailure(404, 'lottery_prize_not_found');

const toPrize = (p: PrizeRow, lang: Lang): LotteryPrize => ({
  id: p.id,
  kind: p.kind,
  name: lang === 'en' ? p.name_en : p.name_zh,
  points: p.kind === 'points' ? p.points : null,
});

function activityRow(db: Db, subApp: string, id: number): ActivityRow {
  const a = db.prepare('SELECT * FROM lottery_activities WHERE id = ? AND sub_app = ?').get(id, subApp) as
    ActivityRow | undefined;
  if (!a) throw notFound();
  return a;
}

const prizesOf = (db: Db, activityId: number) =>
  db
    .prepare('SELECT * FROM lottery_prizes WHERE activity_id = ? ORDER BY position, id')
    .all(activityId) as PrizeRow[];

const stateOf = (a: ActivityRow, now: number) =>
  now < a.start_at ? 'upcoming' : now >= a.end_at ? 'ended' : 'running';

const usedChances = (db: Db, activityId: number, o: Owner) =>
  (
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM lottery_draws WHERE activity_id = ? AND user_id = ? AND sub_app = ?',
      )
      .get(activityId, o.userId, o.subApp) as { n: number }
  ).n;

/** The activity as the page shows it; chances left only for a signed-in caller. */
export function getActivity(
  db: Db,
  now: number,
  subApp: string,
  id: number,
  viewer: Owner | null,
  lang: Lang,
): LotteryActivity {
  const a = activityRow(db, subApp, id);
  return {
    id: a.id,
    title: lang === 'en' ? a.title_en : a.title_zh,
    state: stateOf(a, now),
    startAt: new Date(a.start_at).toISOString(),
    endAt: new Date(a.end_at).toISOString(),
    chancesPerUser: a.chances,
    chancesLeft: viewer ? Math.max(0, a.chances - usedChances(db, a.id, viewer)) : null,
    prizes: prizesOf(db, a.id).map((p) => toPrize(p, lang)),
    rules: JSON.parse(lang === 'en' ? a.rules_en : a.rules_zh) as string[],
  };
}

/** A coupon's code: eight letters and digits a person reads without doubt. */
function couponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** One of `prizes` by weight (those with stock left and a weight above 0), or null when none is left. */
function pick(prizes: PrizeRow[]): PrizeRow | null {
  const open = prizes.filter((p) => p.weight > 0 && (p.stock === null || p.stock > 0));
  const total = open.reduce((s, p) => s + p.weight, 0);
  if (total === 0) return null;
  let r = randomInt(total);
  for (const p of open) {
    if (r < p.weight) return p;
    r -= p.weight;
  }
  return null;
}

/**
 * Draws once for the owner, in one transaction: the same key answers its draw again without using a
 * chance; otherwise the activity must be running, a chance left, and a prize with stock (taken by a
 * conditional UPDATE). A points prize is paid into the points ledger in the same transaction.
 */
export function draw(
  db: Db,
  now: number,
  o: Owner,
  activityId: number,
  key: string,
  lang: Lang,
): LotteryDraw {
  return db.transaction((): LotteryDraw => {
    const a = activityRow(db, o.subApp, activityId);
    const prizes = prizesOf(db, a.id);
    const left = () => Math.max(0, a.chances - usedChances(db, a.id, o));
    const done = db
      .prepare(
        'SELECT * FROM lottery_draws WHERE activity_id = ? AND user_id = ? AND sub_app = ? AND key = ?',
      )
      .get(a.id, o.userId, o.subApp, key) as DrawRow | undefined;
    if (done) {
      const prize = prizes.find((p) => p.id === done.prize_id)!;
      return {
        prize: toPrize(prize, lang),
        winId: prize.kind === 'thanks' ? null : done.id,
        chancesLeft: left(),
        replayed: true,
      };
    }
    const state = stateOf(a, now);
    if (state === 'upcoming') throw new ApiFailure(LOTTERY_CODES.notStarted, 'lottery_not_started');
    if (state === 'ended') throw new ApiFailure(LOTTERY_CODES.ended, 'lottery_ended');
    if (left() <= 0) throw new ApiFailure(LOTTERY_CODES.noChances, 'lottery_no_chances');
    const prize = pick(prizes);
    if (!prize) throw new ApiFailure(LOTTERY_CODES.soldOut, 'lottery_sold_out');
    if (prize.stock !== null) {
      const took = db
        .prepare('UPDATE lottery_prizes SET stock = stock - 1 WHERE id = ? AND stock > 0')
        .run(prize.id);
      if (took.changes === 0) throw new ApiFailure(LOTTERY_CODES.soldOut, 'lottery_sold_out');
    }
    const row = db
      .prepare(
        `INSERT INTO lottery_draws (activity_id, user_id, sub_app, key, prize_id, coupon_code, drawn_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(a.id, o.userId, o.subApp, key, prize.id, prize.kind === 'coupon' ? couponCode() : null, now);
    if (prize.kind === 'points' && prize.points)
      addPoints(db, o, {
        delta: prize.points,
        reason: 'bonus',
        title: a.title_zh,
        titleEn: a.title_en,
        at: now,
      });
    return {
      prize: toPrize(prize, lang),
      winId: prize.kind === 'thanks' ? null : Number(row.lastInsertRowid),
      chancesLeft: left(),
      replayed: false,
    };
  })();
}

type WinRow = DrawRow & PrizeRow & { draw_id: number; title_zh: string; title_en: string };

const winSelect = `SELECT p.*, d.*, d.id AS draw_id, a.title_zh, a.title_en
  FROM lottery_draws d
  JOIN lottery_prizes p ON p.id = d.prize_id
  JOIN lottery_activities a ON a.id = d.activity_id`;

function toWin(db: Db, r: WinRow, lang: Lang): LotteryWin {
  const claim = db.prepare('SELECT * FROM lottery_claims WHERE draw_id = ?').get(r.draw_id) as
    ClaimRow | undefined;
  return {
    id: r.draw_id,
    activityId: r.activity_id,
    activityTitle: lang === 'en' ? r.title_en : r.title_zh,
    prize: toPrize({ ...r, id: r.prize_id }, lang),
    drawnAt: new Date(r.drawn_at).toISOString(),
    couponCode: r.coupon_code,
    address: claim
      ? {
          name: claim.name,
          areaCode: claim.area_code,
          phone: claim.phone,
          region: JSON.parse(claim.region) as string[],
          detail: claim.detail,
        }
      : null,
    shipBy: claim ? businessDay(claim.claimed_at + LOTTERY_SHIP_WITHIN_DAYS * DAY) : null,
  };
}

/** The owner's prizes in an activity of their sub-app, the newest first ("thanks" left out). */
export function listWins(db: Db, o: Owner, activityId: number, lang: Lang): LotteryWin[] {
  activityRow(db, o.subApp, activityId);
  const rows = db
    .prepare(
      `${winSelect} WHERE d.activity_id = ? AND d.user_id = ? AND d.sub_app = ? AND p.kind <> 'thanks'
       ORDER BY d.drawn_at DESC, d.id DESC`,
    )
    .all(activityId, o.userId, o.subApp) as WinRow[];
  return rows.map((r) => toWin(db, r, lang));
}

/** One physical prize of the owner's; anything else (someone else's, another kind) is not found. */
export function getGoodsWin(db: Db, o: Owner, winId: number, lang: Lang): LotteryWin {
  const r = db
    .prepare(`${winSelect} WHERE d.id = ? AND d.user_id = ? AND d.sub_app = ? AND p.kind = 'goods'`)
    .get(winId, o.userId, o.subApp) as WinRow | undefined;
  if (!r) throw prizeNotFound();
  return toWin(db, r, lang);
}

/** Saves the shipping address of the owner's physical prize, once. */
export function claimGoods(
  db: Db,
  now: number,
  o: Owner,
  winId: number,
  body: AddressRequest,
  lang: Lang,
): LotteryWin {
  checkRegion(body.region, body.regionCodes);
  return db.transaction(() => {
    getGoodsWin(db, o, winId, lang);
    const r = db
      .prepare(
        `INSERT OR IGNORE INTO lottery_claims (draw_id, name, area_code, phone, region, detail, claimed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        winId,
        body.name,
        body.areaCode ?? '86',
        body.phone,
        JSON.stringify(body.region),
        body.detail,
        now,
      );
    if (r.changes === 0) throw new ApiFailure(LOTTERY_CODES.alreadyClaimed, 'lottery_already_claimed');
    return getGoodsWin(db, o, winId, lang);
  })();
}

export interface PrizeSeed {
  kind: LotteryPrizeKind;
  zh: string;
  en: string;
  points?: number;
  weight: number;
  stock: number | null;
}

/** Inserts an activity and its prizes (the wheel's order); its id. */
export function addActivity(
  db: Db,
  a: {
    id?: number;
    subApp: string;
    zh: string;
    en: string;
    startAt: number;
    endAt: number;
    chances: number;
    rulesZh: string[];
    rulesEn: string[];
    prizes: PrizeSeed[];
  },
): number {
  return db.transaction(() => {
    const r = db
      .prepare(
        `INSERT INTO lottery_activities (id, sub_app, title_zh, title_en, start_at, end_at, chances, rules_zh, rules_en)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        a.id ?? null,
        a.subApp,
        a.zh,
        a.en,
        a.startAt,
        a.endAt,
        a.chances,
        JSON.stringify(a.rulesZh),
        JSON.stringify(a.rulesEn),
      );
    const id = Number(r.lastInsertRowid);
    const insert = db.prepare(
      `INSERT INTO lottery_prizes (activity_id, position, kind, name_zh, name_en, points, weight, stock)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    a.prizes.forEach((p, i) => insert.run(id, i, p.kind, p.zh, p.en, p.points ?? null, p.weight, p.stock));
    return id;
  })();
}
