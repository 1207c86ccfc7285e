import { createHash } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@yoga/contract';
import type { Db } from '../../db';
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
 * A demo code that is the same on every machine (for trying the page by hand; the e2e journey asks
 * /__dev/gift-cards/issue for fresh ones): derived from its brand, type and number, in the alphabet.
 */
export function demoCode(brand: string, key: string, n: number): string {
  const hash = createHash('sha256').update(`gift-card-demo:${brand}:${key}:${n}`).digest();
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++)
    code += GIFT_CARD_ALPHABET[hash[i]! % GIFT_CARD_ALPHABET.length];
  return code;
}

/** What each demo number is: 1-3 redeemable, 4 already used, 5 expired yesterday. */
export const DEMO_CODES_PER_TYPE = 5;

/** Card types and demo codes of every brand, written once into empty tables (dates relative to the clock). */
export function seedGiftCards(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM gift_card_types').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insertType = db.prepare(
    `INSERT INTO gift_card_types (brand, key, kind, name_zh, name_en, days, sessions, benefits)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [brand, types] of Object.entries(typeSeeds))
      for (const t of types) {
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
        for (let i = 1; i <= DEMO_CODES_PER_TYPE; i++)
          issueCard(db, now - (i === 5 ? 366 * DAY : 0), {
            brand,
            key: t.key,
            validDays: 365,
            code: demoCode(brand, t.key, i),
          });
        db.prepare('UPDATE gift_cards SET redeemed_at = ? WHERE code = ?').run(
          now - 3 * DAY,
          demoCode(brand, t.key, 4),
        );
      }
  })();
}
