import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { DAY_MS } from './cards';
import { benefitsOf, inviteSeeds, offerSeeds, planSeeds } from './seed-data';

const empty = (db: Db, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n === 0;

function seedCatalog(db: Db, now: number, brandIds: readonly string[]) {
  const plan = db.prepare(
    `INSERT INTO vip_plans (brand, kind, period, name_zh, name_en, days, price, original_price, benefits, recommended, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const invite = db.prepare('INSERT INTO vip_invites VALUES (?, ?, ?, ?, ?, ?, ?)');
  const offer = db.prepare(
    `INSERT INTO deposit_offers (brand, target_kind, target_id, title_zh, title_en, starts_at, total, deposit, balance_due_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const brand of brandIds) {
    planSeeds.forEach((p, i) =>
      plan.run(
        brand,
        p.kind,
        p.period,
        p.zh,
        p.en,
        p.days,
        p.price,
        p.original,
        JSON.stringify(benefitsOf(p)),
        p.recommended ? 1 : 0,
        i,
      ),
    );
    for (const t of inviteSeeds) invite.run(t.teacherId, brand, t.name, t.zh, t.en, t.years, t.discount);
    // The balance falls due a week before the start.
    for (const o of offerSeeds)
      offer.run(
        brand,
        o.kind,
        o.id,
        o.zh,
        o.en,
        now + o.inDays * DAY_MS,
        o.total,
        o.deposit,
        now + (o.inDays - 7) * DAY_MS,
      );
  }
}

/** The demo user's cards in every state, in onmat and phala (created the way auth creates accounts). */
function seedDemoCards(db: Db, now: number) {
  const userId = demoUserId(db, now);
  const card = db.prepare(
    `INSERT INTO vip_cards (user_id, sub_app, plan_id, state, obtained_at, activated_at, expires_at)
     SELECT ?, ?, id, ?, ?, ?, ? FROM vip_plans WHERE brand = ? AND kind = ? AND period = ?`,
  );
  for (const subApp of ['onmat', 'phala']) {
    card.run(
      userId,
      subApp,
      'active',
      now - 5 * DAY_MS,
      now - 5 * DAY_MS,
      now + 25 * DAY_MS,
      subApp,
      'member',
      'month',
    );
    card.run(userId, subApp, 'to_activate', now - 2 * DAY_MS, null, null, subApp, 'recipe', 'quarter');
    card.run(
      userId,
      subApp,
      'expired',
      now - 40 * DAY_MS,
      now - 40 * DAY_MS,
      now - 33 * DAY_MS,
      subApp,
      'member',
      'week',
    );
  }
}

/** Plans, invitations and deposit offers for every brand; the demo cards once. */
export function seedVip(db: Db, clock: () => number): void {
  const now = clock();
  db.transaction(() => {
    if (empty(db, 'vip_plans')) seedCatalog(db, now, [...new Set(subApps.map((s) => s.brand))]);
    if (empty(db, 'vip_cards')) seedDemoCards(db, now);
  })();
}
