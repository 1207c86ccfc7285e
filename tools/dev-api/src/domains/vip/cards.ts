import { VIP_CODES, type VipCard, type VipCardList, type VipPlanKind } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';

export const DAY_MS = 24 * 3600_000;

type CardRow = {
  id: number;
  plan_id: number;
  kind: VipPlanKind;
  name_zh: string;
  name_en: string;
  days: number;
  state: VipCard['state'];
  obtained_at: number;
  activated_at: number | null;
  expires_at: number | null;
  order_no: string | null;
};
type Owner = { userId: number; subApp: string };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const toCard = (r: CardRow, lang: Lang): VipCard => ({
  id: r.id,
  planId: r.plan_id,
  kind: r.kind,
  name: lang === 'en' ? r.name_en : r.name_zh,
  days: r.days,
  state: r.state,
  obtainedAt: iso(r.obtained_at)!,
  activatedAt: iso(r.activated_at),
  expiresAt: iso(r.expires_at),
  orderNo: r.order_no,
});

/** An active card past its end is expired: swept on every access, so what is stored is what is shown. */
export function sweepCards(db: Db, now: number): void {
  db.prepare("UPDATE vip_cards SET state = 'expired' WHERE state = 'active' AND expires_at <= ?").run(now);
}

const select = `SELECT c.*, p.kind, p.name_zh, p.name_en, p.days FROM vip_cards c JOIN vip_plans p ON p.id = c.plan_id`;
const stateOrder = "CASE c.state WHEN 'active' THEN 0 WHEN 'to_activate' THEN 1 ELSE 2 END";

export function listCards(db: Db, now: number, o: Owner, lang: Lang): VipCardList {
  sweepCards(db, now);
  const rows = db
    .prepare(
      `${select} WHERE c.user_id = ? AND c.sub_app = ? ORDER BY ${stateOrder}, c.obtained_at DESC, c.id DESC`,
    )
    .all(o.userId, o.subApp) as CardRow[];
  return { list: rows.map((r) => toCard(r, lang)) };
}

/** The caller's cards that still hold something (running or waiting to start), as my_vip lists them. */
export function unexpiredCardCount(db: Db, now: number, o: Owner): number {
  return listCards(db, now, o, 'zh').list.filter((c) => c.state !== 'expired').length;
}

const hasActive = (db: Db, o: Owner, kind: VipPlanKind) =>
  !!db
    .prepare(`${select} WHERE c.user_id = ? AND c.sub_app = ? AND c.state = 'active' AND p.kind = ?`)
    .get(o.userId, o.subApp, kind);

/**
 * The card a paid order buys, once: order_no is UNIQUE, so a repeated notification adds nothing. It
 * starts at once, unless a card of the same kind is still running; then it waits to be activated.
 */
export function issueCard(db: Db, now: number, o: Owner & { planId: number; orderNo: string }): void {
  sweepCards(db, now);
  const { days, kind } = db.prepare('SELECT days, kind FROM vip_plans WHERE id = ?').get(o.planId) as {
    days: number;
    kind: VipPlanKind;
  };
  const later = hasActive(db, o, kind);
  db.prepare(
    `INSERT INTO vip_cards (user_id, sub_app, plan_id, state, obtained_at, activated_at, expires_at, order_no)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_no) DO NOTHING`,
  ).run(
    o.userId,
    o.subApp,
    o.planId,
    later ? 'to_activate' : 'active',
    now,
    later ? null : now,
    later ? null : now + days * DAY_MS,
    o.orderNo,
  );
}

/** To activate -> active, validity from now; refused while another card of its kind is running. */
export function activateCard(db: Db, now: number, o: Owner, cardId: number, lang: Lang): VipCard {
  return db.transaction(() => {
    sweepCards(db, now);
    const card = db
      .prepare(`${select} WHERE c.id = ? AND c.user_id = ? AND c.sub_app = ?`)
      .get(cardId, o.userId, o.subApp) as CardRow | undefined;
    if (!card) throw new ApiFailure(VIP_CODES.cardNotFound, 'vip_card_not_found');
    if (card.state !== 'to_activate')
      throw new ApiFailure(VIP_CODES.cardNotActivatable, 'vip_card_not_activatable');
    if (hasActive(db, o, card.kind))
      throw new ApiFailure(VIP_CODES.cardActiveExists, 'vip_card_active_exists');
    db.prepare("UPDATE vip_cards SET state = 'active', activated_at = ?, expires_at = ? WHERE id = ?").run(
      now,
      now + card.days * DAY_MS,
      card.id,
    );
    return toCard(db.prepare(`${select} WHERE c.id = ?`).get(card.id) as CardRow, lang);
  })();
}

/**
 * A membership given outright (a redeemed gift card, no order): a running card of the kind is
 * extended by `days` (no gap, no second card to activate); with none running, a new card of the
 * brand's plan of that length starts now. Runs inside the caller's transaction; returns the end.
 */
export function grantMembership(
  db: Db,
  now: number,
  o: Owner & { brand: string; days: number },
): { cardId: number; expiresAt: number } {
  sweepCards(db, now);
  const running = db
    .prepare(
      `SELECT c.id, c.expires_at FROM vip_cards c JOIN vip_plans p ON p.id = c.plan_id
       WHERE c.user_id = ? AND c.sub_app = ? AND c.state = 'active' AND p.kind = 'member'
       ORDER BY c.expires_at DESC LIMIT 1`,
    )
    .get(o.userId, o.subApp) as { id: number; expires_at: number } | undefined;
  if (running) {
    const expiresAt = running.expires_at + o.days * DAY_MS;
    db.prepare('UPDATE vip_cards SET expires_at = ? WHERE id = ?').run(expiresAt, running.id);
    return { cardId: running.id, expiresAt };
  }
  const plan = db
    .prepare(
      "SELECT id FROM vip_plans WHERE brand = ? AND kind = 'member' ORDER BY ABS(days - ?), days LIMIT 1",
    )
    .get(o.brand, o.days) as { id: number } | undefined;
  if (!plan) throw new Error(`no member plan in brand ${o.brand}`);
  const expiresAt = now + o.days * DAY_MS;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO vip_cards (user_id, sub_app, plan_id, state, obtained_at, activated_at, expires_at, order_no)
       VALUES (?, ?, ?, 'active', ?, ?, ?, NULL)`,
    )
    .run(o.userId, o.subApp, plan.id, now, now, expiresAt);
  return { cardId: Number(lastInsertRowid), expiresAt };
}
