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

/** One-time codes keyed by E.164 number, with hourly caps that survive a resend. */
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
    const row = this.db.prepare('SELECT sent_at FROM sms_codes WHERE phone = ?').get(p.e164) as
      { sent_at: number } | undefined;
    const interval = this.limits.intervalMs;
    if (row && now - row.sent_at < interval)
      throw new ApiFailure(429, 'sms_too_soon', 200, {
        seconds: Math.ceil((interval - (now - row.sent_at)) / 1000),
      });
    if (this.count('sent', { phone: p.e164 }) >= this.limits.sendsPerNumber)
      throw new ApiFailure(429, 'sms_number_limit');
    if (this.count('sent', { client }) >= this.limits.sendsPerClient)
      throw new ApiFailure(429, 'sms_client_limit');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare(
        'INSERT OR REPLACE INTO sms_codes (phone, code, sent_at, expires_at, wrong_tries) VALUES (?, ?, ?, ?, 0)',
      )
      .run(p.e164, code, now, now + SMS_VALID_MS);
    this.record('sent', p, client);
    this.log(`[sms] ${p.e164}: ${code}`);
    return { resendAfter: Math.max(1, Math.ceil(interval / 1000)) };
  }

  /**
   * Five wrong tries from one client burn the code for that client (fifty from all); ten per number
   * from one client in an hour stop that client guessing whatever is resent (see the factors above).
   */
  verify(p: Phone, code: string, client: string): void {
    const perNumber = this.limits.wrongPerNumber;
    if (
      this.count('wrong', { phone: p.e164, client }) >= perNumber ||
      this.count('wrong', { client }) >= perNumber * WRONG_PER_CLIENT_FACTOR ||
      this.count('wrong', { phone: p.e164 }) >= perNumber * WRONG_ALL_CLIENTS_FACTOR
    )
      throw new ApiFailure(429, 'sms_wrong_limit');
    const row = this.db
      .prepare('SELECT code, sent_at, expires_at, wrong_tries FROM sms_codes WHERE phone = ?')
      .get(p.e164) as { code: string; sent_at: number; expires_at: number; wrong_tries: number } | undefined;
    if (!row || row.expires_at < this.clock()) throw new ApiFailure(400, 'sms_code_expired');
    const mine = this.count('wrong', { phone: p.e164, client }, row.sent_at);
    const burnt = (extra: number) =>
      mine + extra >= SMS_MAX_WRONG || row.wrong_tries + extra >= SMS_MAX_WRONG * WRONG_ALL_CLIENTS_FACTOR;
    if (burnt(0)) throw new ApiFailure(400, 'sms_code_burnt');
    if (row.code !== code) {
      this.db.prepare('UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE phone = ?').run(p.e164);
      this.record('wrong', p, client);
      throw new ApiFailure(400, burnt(1) ? 'sms_code_burnt' : 'sms_code_wrong');
    }
    this.db.prepare('DELETE FROM sms_codes WHERE phone = ?').run(p.e164);
  }

  /** Exact match on the normalised number (development only). */
  latest(p: Phone): string | null {
    const row = this.db.prepare('SELECT code FROM sms_codes WHERE phone = ?').get(p.e164) as
      { code: string } | undefined;
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
