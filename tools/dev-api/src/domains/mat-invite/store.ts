import { randomInt } from 'node:crypto';
import type { MatInvite, SubAppIdT } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import type { Lang } from '../../messages';
import { ApiFailure } from '../../envelope';
import { createStoreOrder, skusOf } from '../shop/store';
import { countsAsInvitee } from './risk';

export const MAT_INVITE_GOAL = 5;
export const MAT_INVITE_DAYS = 30;
const DAY = 86_400_000;

type CodeRow = {
  code: string;
  user_id: number;
  sub_app: string;
  started_at: number;
  order_no: string | null;
};
type Mat = { id: number; title: string; title_en: string; cover: string };

/** routes.json has yoga_mat_invite on phala only: onmat sells the same mat but runs no invite. */
const CAMPAIGN_SUB_APPS: readonly SubAppIdT[] = ['phala'];

/** The sub-app's yoga mat (the SPU flagged yoga_mat); 4302 where it sells none. */
function matOf(db: Db, subApp: SubAppIdT): Mat {
  const mat = db
    .prepare(
      'SELECT id, title, title_en, cover FROM shop_spus WHERE sub_app = ? AND yoga_mat = 1 ORDER BY id LIMIT 1',
    )
    .get(subApp) as Mat | undefined;
  if (!mat) throw new ApiFailure(4302, 'product_not_found');
  return mat;
}

/** No 0/O or 1/I: a friend may type the code from a poster. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The caller's code, made (and the 30 days started) at the first visit; 4302 where no invite runs. */
export function codeOf(db: Db, now: number, userId: number, subApp: SubAppIdT): CodeRow {
  if (!CAMPAIGN_SUB_APPS.includes(subApp)) throw new ApiFailure(4302, 'product_not_found');
  const find = () =>
    db.prepare('SELECT * FROM mat_invite_codes WHERE user_id = ? AND sub_app = ?').get(userId, subApp) as
      CodeRow | undefined;
  for (let attempt = 0; ; attempt++) {
    const row = find();
    if (row) return row;
    try {
      db.prepare('INSERT INTO mat_invite_codes (code, user_id, sub_app, started_at) VALUES (?, ?, ?, ?)').run(
        newCode(),
        userId,
        subApp,
        now,
      );
    } catch (e) {
      if (attempt > 5 || !String((e as Error).message).includes('UNIQUE')) throw e;
    }
  }
}

/** 王小雨 -> 王**: a friend's name is not the inviter's to read in full. */
export const maskName = (name: string) => `${Array.from(name.trim())[0] ?? '*'}**`;

/** The invite as the caller reads it: the mat's title in their language (the shop stores both). */
export function viewOf(db: Db, row: CodeRow, lang: Lang = 'zh'): MatInvite {
  const subApp = row.sub_app as SubAppIdT;
  const mat = matOf(db, subApp);
  const endsAt = row.started_at + MAT_INVITE_DAYS * DAY;
  // Friends who joined after the end do not count; those before stay counted once the goal is met.
  const invitees = db
    .prepare(
      `SELECT name, joined_at FROM mat_invitees WHERE code = ? AND joined_at <= ? AND counted = 1
       ORDER BY joined_at, id`,
    )
    .all(row.code, endsAt) as { name: string; joined_at: number }[];
  const invited = invitees.length;
  const state = row.order_no ? 'claimed' : invited >= MAT_INVITE_GOAL ? 'claimable' : 'in-progress';
  const prefix = subApps.find((s) => s.id === subApp)!.prefix;
  return {
    spuId: mat.id,
    title: lang === 'en' && mat.title_en ? mat.title_en : mat.title,
    cover: mat.cover,
    goal: MAT_INVITE_GOAL,
    invited,
    state,
    inviteCode: row.code,
    sharePath: `${prefix}/login?invite=${row.code}`,
    invitees: invitees.map((i) => ({
      name: maskName(i.name),
      joinedAt: new Date(i.joined_at).toISOString(),
    })),
    orderNo: row.order_no,
    endsAt: new Date(endsAt).toISOString(),
  };
}

/** Claim once the goal is met: a free store order of the mat to the address. 4308 otherwise. */
export function claimMat(
  db: Db,
  clock: () => number,
  o: { userId: number; subApp: SubAppIdT; addressId: number },
  lang: Lang = 'zh',
): MatInvite {
  return db.transaction(() => {
    const row = codeOf(db, clock(), o.userId, o.subApp);
    if (viewOf(db, row).state !== 'claimable') throw new ApiFailure(4308, 'invite_not_claimable');
    // Any colour in stock; when none is, the shop's own check answers sold out.
    const skus = skusOf(db, matOf(db, o.subApp).id);
    const sku = skus.find((k) => k.avail > 0) ?? skus[0]!;
    const order = createStoreOrder(db, clock, {
      userId: o.userId,
      subApp: o.subApp,
      skuId: sku.id,
      quantity: 1,
      addressId: o.addressId,
      free: true,
    });
    db.prepare('UPDATE mat_invite_codes SET order_no = ? WHERE code = ? AND order_no IS NULL').run(
      order.orderNo,
      row.code,
    );
    return viewOf(db, codeOf(db, clock(), o.userId, o.subApp), lang);
  })();
}

/**
 * A friend joined through a code (the dev call plays the sign-in with ?invite=). Once per sub-app;
 * recorded either way, counted only when the risk checks pass (risk.ts).
 */
export function joinInvite(
  db: Db,
  now: number,
  o: { code: string; userId: number | null; name: string; client?: string },
): MatInvite {
  const row = db.prepare('SELECT * FROM mat_invite_codes WHERE code = ?').get(o.code) as CodeRow | undefined;
  if (!row) throw new ApiFailure(404, 'invalid_params');
  if (row.user_id !== o.userId) {
    const client = o.client ?? null;
    const counted = countsAsInvitee(db, now, row.code, client) ? 1 : 0;
    db.prepare(
      `INSERT OR IGNORE INTO mat_invitees (code, sub_app, user_id, name, joined_at, client, counted)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(row.code, row.sub_app, o.userId, o.name, now, client, counted);
  }
  return viewOf(db, row);
}
