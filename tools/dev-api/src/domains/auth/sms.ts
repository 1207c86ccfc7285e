import { randomInt } from 'node:crypto';
import type { Db } from '../../db';
import type { SmsLimits } from '../../domain';
import { ApiFailure } from '../../envelope';
import type { Phone } from '../../phone';

export const SMS_VALID_MS = 5 * 60_000;
export const SMS_MAX_WRONG = 5;
/**
 * Wrong codes are counted per client (the gateway's client address) as well as per number, so a
 * stranger guessing at someone's number throttles only himself: the owner, asking from another
 * client, still signs in with the right code. Per number across all clients the ceilings are these
 * multiples of the per-client ones: high enough that one client cannot reach them, low enough that
 * guessing a six-digit code stays hopeless (at most 100 of 1,000,000 an hour at the default limits).
 */
export const WRONG_ALL_CLIENTS_FACTOR = 10;
/** One client's wrong codes across all numbers per hour, as a multiple of its per-number cap. */
export const WRONG_PER_CLIENT_FACTOR = 3;
const HOUR_MS = 60 * 60_000;

/** Codes of one number kept per client: a new one does not void those already sent (until they expire). */
export const SMS_KEPT_CODES = 3;
/** Sends to one number per hour from all clients together, as a multiple of the per-client cap. */
export const SENDS_ALL_CLIENTS_FACTOR = 10;

type CodeRow = { code: string; sent_at: number };

/**
 * One-time codes keyed by E.164 number, with hourly caps that survive a resend. Sends are counted per
 * number from one client (the interval and sendsPerNumber) and per client, and per number from all
 * clients only at a ceiling ten times higher: a stranger asking codes for someone's number uses up his
 * own allowance, not the owner's, and his new codes do not void the one the owner is typing.
 */
export class SmsCodes {
  constructor(
    private db: Db,
    private clock: () => number,
    private log: (line: string) => void,
    private limits: SmsLimits,
  ) {}

  send(p: Phone, client: string): { resendAfter: number } {
    const now = this.clock();
    this.db.prepare('DELETE FROM sms_events WHERE at <= ?').run(now - HOUR_MS);
    // The interval runs from this client's newest code still waiting (a sign-in uses them all up).
    const last = this.db
      .prepare('SELECT MAX(sent_at) AS at FROM sms_codes WHERE phone = ? AND client = ?')
      .get(p.e164, client) as { at: number | null };
    const interval = this.limits.intervalMs;
    if (last.at !== null && now - last.at < interval)
      throw new ApiFailure(429, 'sms_too_soon', 200, {
        seconds: Math.ceil((interval - (now - last.at)) / 1000),
      });
    if (
      this.count('sent', { phone: p.e164, client }) >= this.limits.sendsPerNumber ||
      this.count('sent', { phone: p.e164 }) >= this.limits.sendsPerNumber * SENDS_ALL_CLIENTS_FACTOR
    )
      throw new ApiFailure(429, 'sms_number_limit');
    if (this.count('sent', { client }) >= this.limits.sendsPerClient)
      throw new ApiFailure(429, 'sms_client_limit');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare('INSERT INTO sms_codes (phone, client, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(p.e164, client, code, now, now + SMS_VALID_MS);
    // Expired codes go, and all but the newest few sent to this client: another client's requests
    // never push out the code the owner is typing.
    this.db.prepare('DELETE FROM sms_codes WHERE phone = ? AND expires_at < ?').run(p.e164, now);
    this.db
      .prepare(
        `DELETE FROM sms_codes WHERE phone = ? AND client = ? AND id NOT IN
           (SELECT id FROM sms_codes WHERE phone = ? AND client = ? ORDER BY id DESC LIMIT ?)`,
      )
      .run(p.e164, client, p.e164, client, SMS_KEPT_CODES);
    this.record('sent', p, client);
    this.log(`[sms] ${p.e164}: ${code}`);
    return { resendAfter: Math.max(1, Math.ceil(interval / 1000)) };
  }

  /**
   * Any of the number's live codes signs in. Five wrong tries from one client burn the live codes for
   * that client (fifty from all); ten per number from one client in an hour stop that client guessing
   * whatever is resent (see the factors above).
   */
  verify(p: Phone, code: string, client: string): void {
    const perNumber = this.limits.wrongPerNumber;
    if (
      this.count('wrong', { phone: p.e164, client }) >= perNumber ||
      this.count('wrong', { client }) >= perNumber * WRONG_PER_CLIENT_FACTOR ||
      this.count('wrong', { phone: p.e164 }) >= perNumber * WRONG_ALL_CLIENTS_FACTOR
    )
      throw new ApiFailure(429, 'sms_wrong_limit');
    const live = this.db
      .prepare('SELECT code, sent_at FROM sms_codes WHERE phone = ? AND expires_at >= ? ORDER BY id')
      .all(p.e164, this.clock()) as CodeRow[];
    if (live.length === 0) throw new ApiFailure(400, 'sms_code_expired');
    // A code is burnt for this client after five wrong tries since it was sent (fifty from all
    // clients); the newest code has seen the fewest, so when it is burnt all are.
    const burnt = (r: CodeRow, extra: number) =>
      this.count('wrong', { phone: p.e164, client }, r.sent_at) + extra >= SMS_MAX_WRONG ||
      this.count('wrong', { phone: p.e164 }, r.sent_at) + extra >= SMS_MAX_WRONG * WRONG_ALL_CLIENTS_FACTOR;
    const newest = live.at(-1)!;
    if (burnt(newest, 0)) throw new ApiFailure(400, 'sms_code_burnt');
    if (!live.some((r) => r.code === code && !burnt(r, 0))) {
      const last = burnt(newest, 1); // read before this try is recorded
      this.record('wrong', p, client);
      throw new ApiFailure(400, last ? 'sms_code_burnt' : 'sms_code_wrong');
    }
    this.db.prepare('DELETE FROM sms_codes WHERE phone = ?').run(p.e164);
  }

  /** The newest code, exact match on the normalised number (development only). */
  latest(p: Phone): string | null {
    const row = this.db
      .prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
      .get(p.e164) as { code: string } | undefined;
    return row?.code ?? null;
  }

  /** Events of a kind in the last hour (or since `since`, if later), by number and/or client. */
  private count(kind: 'sent' | 'wrong', by: { phone?: string; client?: string }, since = 0): number {
    const sql = `SELECT COUNT(*) AS n FROM sms_events WHERE kind = ? AND at > ?
      AND (? IS NULL OR phone = ?) AND (? IS NULL OR client = ?)`;
    const phone = by.phone ?? null;
    const client = by.client ?? null;
    const from = Math.max(this.clock() - HOUR_MS, since - 1);
    return (this.db.prepare(sql).get(kind, from, phone, phone, client, client) as { n: number }).n;
  }

  private record(kind: 'sent' | 'wrong', p: Phone, client: string): void {
    this.db
      .prepare('INSERT INTO sms_events (kind, phone, client, at) VALUES (?, ?, ?, ?)')
      .run(kind, p.e164, client, this.clock());
  }
}
