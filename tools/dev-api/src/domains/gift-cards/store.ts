import { randomInt } from 'node:crypto';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_ATTEMPT_WINDOW_MS,
  GIFT_CARD_ATTEMPTS_PER_ACCOUNT,
  GIFT_CARD_ATTEMPTS_PER_CLIENT,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_CODES,
  giftCardCodeProblem,
  normaliseGiftCardCode,
  type GiftCardLatest,
  type GiftCardRedemption,
  type GiftCardType,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang, type MessageId } from '../../messages';
import type { Owner } from '../../request-helpers';
import { grantClassPass } from '../course-media/cards';
import { grantMembership } from '../vip/cards';

export type TypeRow = {
  brand: string;
  key: string;
  kind: GiftCardType['kind'];
  name_zh: string;
  name_en: string;
  days: number;
  sessions: number | null;
  benefits: string;
};
type CardRow = {
  id: number;
  brand: string;
  type_key: string;
  expires_at: number;
  redeemed_at: number | null;
};
type RedemptionRow = {
  id: number;
  type_key: string;
  code: string;
  redeemed_at: number;
  valid_until: number;
  class_pass_id: number | null;
} & Pick<TypeRow, 'kind' | 'name_zh' | 'name_en' | 'days' | 'sessions'>;

/** Gift cards belong to a brand: onmat's student and coach sub-apps redeem the same cards. */
export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;

const iso = (ms: number) => new Date(ms).toISOString();

/** A new code: 16 characters of 32, drawn by the system's CSPRNG (80 bits: not guessable in any number of attempts allowed). */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++)
    code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

function findType(db: Db, brand: string, key: string): TypeRow | undefined {
  return db.prepare('SELECT * FROM gift_card_types WHERE brand = ? AND key = ?').get(brand, key) as
    TypeRow | undefined;
}

export function getType(db: Db, subApp: string, key: string, lang: Lang): GiftCardType {
  const row = findType(db, brandOf(subApp), key);
  if (!row) throw new ApiFailure(GIFT_CARD_CODES.typeNotFound, 'gift_card_type_not_found');
  const benefits = JSON.parse(row.benefits) as { zh: string; en: string }[];
  return {
    key: row.key,
    name: inLang(lang, row.name_zh, row.name_en),
    kind: row.kind,
    days: row.days,
    sessions: row.sessions,
    benefits: benefits.map((b) => inLang(lang, b.zh, b.en)),
  };
}

/** Issues a card of a type (seed, dev route): a fresh random code, valid for `validDays`. */
export function issueCard(
  db: Db,
  now: number,
  c: { brand: string; key: string; validDays: number; code?: string },
): string {
  const code = c.code ?? newCode();
  db.prepare(
    'INSERT INTO gift_cards (code, brand, type_key, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(code, c.brand, c.key, now, now + c.validDays * 86_400_000);
  return code;
}

/** When the oldest failure in the window leaves it, if `limit` failures are in it; else null. */
function blockedUntil(db: Db, now: number, column: 'user_id' | 'client', value: unknown, limit: number) {
  const rows = db
    .prepare(`SELECT at FROM gift_card_attempts WHERE ${column} = ? AND at > ? ORDER BY at DESC LIMIT ?`)
    .all(value, now - GIFT_CARD_ATTEMPT_WINDOW_MS, limit) as { at: number }[];
  return rows.length >= limit ? rows[rows.length - 1]!.at + GIFT_CARD_ATTEMPT_WINDOW_MS : null;
}

function toRedemption(r: RedemptionRow, lang: Lang): GiftCardRedemption {
  return {
    id: r.id,
    key: r.type_key,
    name: inLang(lang, r.name_zh, r.name_en),
    kind: r.kind,
    days: r.days,
    sessions: r.sessions,
    codeTail: r.code.slice(-4),
    redeemedAt: iso(r.redeemed_at),
    validUntil: iso(r.valid_until),
    classPassId: r.class_pass_id,
  };
}

const selectRedemption = `SELECT r.id, r.type_key, g.code, r.redeemed_at, r.valid_until, r.class_pass_id, t.kind, t.name_zh, t.name_en, t.days, t.sessions
  FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.card_id
  JOIN gift_card_types t ON t.brand = g.brand AND t.key = r.type_key`;

type Refusal = { code: number; id: MessageId; data?: unknown };

/**
 * Redeems a code for the owner, in one transaction: limits first (a blocked caller learns nothing
 * about the code), then the code, then the grant. The card is taken with a conditional UPDATE, so
 * of two redemptions at once exactly one changes the row; the other is refused as used. A failure
 * is recorded after the transaction (which it must not roll back) and counts against both limits.
 */
export function redeem(
  db: Db,
  now: number,
  o: Owner & { client: string; key: string; code: string },
  lang: Lang,
): GiftCardRedemption {
  const brand = brandOf(o.subApp);
  const code = normaliseGiftCardCode(o.code);
  const outcome = db.transaction((): { ok: number } | { refused: Refusal } => {
    const until =
      blockedUntil(db, now, 'user_id', o.userId, GIFT_CARD_ATTEMPTS_PER_ACCOUNT) ??
      blockedUntil(db, now, 'client', o.client, GIFT_CARD_ATTEMPTS_PER_CLIENT);
    if (until !== null)
      return {
        refused: {
          code: GIFT_CARD_CODES.tooManyAttempts,
          id: 'gift_card_too_many_attempts',
          data: { retryAt: iso(until) },
        },
      };
    const type = findType(db, brand, o.key);
    if (!type) return { refused: { code: GIFT_CARD_CODES.typeNotFound, id: 'gift_card_type_not_found' } };
    const card =
      giftCardCodeProblem(code) === null
        ? (db.prepare('SELECT * FROM gift_cards WHERE code = ? AND brand = ?').get(code, brand) as
            CardRow | undefined)
        : undefined;
    if (!card) return { refused: { code: GIFT_CARD_CODES.codeInvalid, id: 'gift_card_code_invalid' } };
    if (card.redeemed_at !== null)
      return { refused: { code: GIFT_CARD_CODES.codeUsed, id: 'gift_card_code_used' } };
    if (card.expires_at <= now)
      return { refused: { code: GIFT_CARD_CODES.codeExpired, id: 'gift_card_code_expired' } };
    if (card.type_key !== o.key)
      return {
        refused: {
          code: GIFT_CARD_CODES.wrongType,
          id: 'gift_card_wrong_type',
          data: { key: card.type_key },
        },
      };
    const taken = db
      .prepare('UPDATE gift_cards SET redeemed_at = ? WHERE id = ? AND redeemed_at IS NULL')
      .run(now, card.id);
    if (taken.changes !== 1)
      return { refused: { code: GIFT_CARD_CODES.codeUsed, id: 'gift_card_code_used' } };
    const grant =
      type.kind === 'member'
        ? { ...grantMembership(db, now, { ...o, brand, days: type.days }), passId: null }
        : (() => {
            const pass = grantClassPass(db, now, {
              userId: o.userId,
              brand,
              name: type.name_zh,
              nameEn: type.name_en,
              sessions: type.sessions ?? 1,
              days: type.days,
            });
            return { cardId: null, expiresAt: pass.validUntil, passId: pass.cardId };
          })();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO gift_card_redemptions (card_id, user_id, sub_app, type_key, redeemed_at, valid_until, vip_card_id, class_pass_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(card.id, o.userId, o.subApp, o.key, now, grant.expiresAt, grant.cardId, grant.passId);
    return { ok: Number(lastInsertRowid) };
  })();
  if ('refused' in outcome) {
    const r = outcome.refused;
    // The caller's own double tap: the losers of the race for a code this user just redeemed are no
    // guesses, so they do not count towards the lock-out (issue 31).
    const ownRaceLoss =
      r.code === GIFT_CARD_CODES.codeUsed &&
      !!db
        .prepare(
          'SELECT 1 FROM gift_card_redemptions r JOIN gift_cards c ON c.id = r.card_id WHERE c.code = ? AND r.user_id = ?',
        )
        .get(code, o.userId);
    if (r.code !== GIFT_CARD_CODES.tooManyAttempts && r.code !== GIFT_CARD_CODES.typeNotFound && !ownRaceLoss)
      db.prepare('INSERT INTO gift_card_attempts (user_id, client, at) VALUES (?, ?, ?)').run(
        o.userId,
        o.client,
        now,
      );
    throw new ApiFailure(r.code, r.id, 200, {}, r.data ?? null);
  }
  return toRedemption(
    db.prepare(`${selectRedemption} WHERE r.id = ?`).get(outcome.ok) as RedemptionRow,
    lang,
  );
}

/** The owner's latest redemption of a type in this sub-app; null when none. */
export function latestRedemption(db: Db, o: Owner, key: string, lang: Lang): GiftCardLatest {
  const row = db
    .prepare(
      `${selectRedemption} WHERE r.user_id = ? AND r.sub_app = ? AND r.type_key = ? ORDER BY r.redeemed_at DESC, r.id DESC LIMIT 1`,
    )
    .get(o.userId, o.subApp, key) as RedemptionRow | undefined;
  return { redemption: row ? toRedemption(row, lang) : null };
}
