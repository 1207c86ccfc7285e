import { createHash } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@yoga/contract';
import type { Db } from '../../db';
import type { SeedEnv } from '../../domain';
import { issueCard } from './store';

const DAY = 86_400_000;
type Worded = { zh: string; en: string };
type TypeSeed = {
  key: string;
  kind: 'member' | 'class_pass';
  name: Worded;
  days: number;
  sessions: number | null;
  benefits: Worded[];
};

const memberBenefits: Worded[] = [
  { zh: '会员期内不限次预约直播课', en: 'Book live classes without limit' },
  { zh: '随时回看上过的课程', en: 'Watch your classes again at any time' },
  { zh: '商城商品享会员价', en: 'Member prices in the store' },
];

const memberTypes: TypeSeed[] = [
  {
    key: 'thirty_day',
    kind: 'member',
    name: { zh: '30天会员卡', en: '30-day membership' },
    days: 30,
    sessions: null,
    benefits: memberBenefits,
  },
  {
    key: 'ninety_day',
    kind: 'member',
    name: { zh: '90天会员卡', en: '90-day membership' },
    days: 90,
    sessions: null,
    benefits: memberBenefits,
  },
];
const classPass: TypeSeed = {
  key: 'class_pass',
  kind: 'class_pass',
  name: { zh: '10次课程卡', en: '10-class pass' },
  days: 180,
  sessions: 10,
  benefits: [
    { zh: '任选 10 节线下课', en: 'Any 10 studio classes' },
    { zh: '兑换后 180 天内有效', en: 'Valid for 180 days from redemption' },
  ],
};

/** The card types of each brand with gift cards: class passes only where the brand has their page. */
export const typeSeeds: Record<string, TypeSeed[]> = {
  onmat: [...memberTypes, classPass],
  phala: [...memberTypes, classPass],
  slim: memberTypes,
};

/**
 * The demo codes an older stand-in derived from public text (sha256 of brand, type and number): they
 * are deleted at start while unredeemed, since anyone could compute them (issue 31).
 */
function legacyDemoCode(brand: string, key: string, n: number): string {
  const hash = createHash('sha256').update(`gift-card-demo:${brand}:${key}:${n}`).digest();
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++)
    code += GIFT_CARD_ALPHABET[hash[i]! % GIFT_CARD_ALPHABET.length];
  return code;
}

/** What each demo number is: 1-3 redeemable, 4 already used, 5 expired yesterday. */
export const DEMO_CODES_PER_TYPE = 5;

const unredeemed = 'id NOT IN (SELECT card_id FROM gift_card_redemptions)';

/**
 * Demo codes for trying the page by hand (listed by /__dev/gift-cards/demo; the e2e journey asks
 * /__dev/gift-cards/issue for fresh ones): random per database, and only while development calls are
 * on. With DEV_ONLY=off the unredeemed ones are deleted, so nothing seeded can be redeemed.
 */
function seedDemoCodes(db: Db, now: number, devRoutes: boolean): void {
  const drop = db.prepare(`DELETE FROM gift_cards WHERE code = ? AND ${unredeemed}`);
  for (const [brand, types] of Object.entries(typeSeeds))
    for (const t of types)
      for (let i = 1; i <= DEMO_CODES_PER_TYPE; i++) drop.run(legacyDemoCode(brand, t.key, i));
  if (!devRoutes) {
    db.prepare(`DELETE FROM gift_cards WHERE demo_n IS NOT NULL AND ${unredeemed}`).run();
    return;
  }
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM gift_cards WHERE demo_n IS NOT NULL').get() as {
    n: number;
  };
  if (n > 0) return;
  const mark = db.prepare('UPDATE gift_cards SET demo_n = ?, redeemed_at = ? WHERE code = ?');
  for (const [brand, types] of Object.entries(typeSeeds))
    for (const t of types)
      for (let i = 1; i <= DEMO_CODES_PER_TYPE; i++) {
        const code = issueCard(db, now - (i === 5 ? 366 * DAY : 0), { brand, key: t.key, validDays: 365 });
        mark.run(i, i === 4 ? now - 3 * DAY : null, code);
      }
}

/** Card types of every brand, written once into empty tables; demo codes as seedDemoCodes says. */
export function seedGiftCards(db: Db, clock: () => number, env: SeedEnv): void {
  const now = clock();
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM gift_card_types').get() as { n: number };
  const insertType = db.prepare(
    `INSERT INTO gift_card_types (brand, key, kind, name_zh, name_en, days, sessions, benefits)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    if (n === 0)
      for (const [brand, types] of Object.entries(typeSeeds))
        for (const t of types)
          insertType.run(
            brand,
            t.key,
            t.kind,
            t.name.zh,
            t.name.en,
            t.days,
            t.sessions,
            JSON.stringify(t.benefits),
          );
    seedDemoCodes(db, now, env.devRoutes);
  })();
}
