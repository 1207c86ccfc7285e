import { randomBytes, randomInt } from 'node:crypto';
import { subApps } from '@yoga/platform';
import type { Db } from './db';
import { ApiFailure } from './envelope';

export const SMS_INTERVAL_MS = 60_000;
export const SMS_VALID_MS = 5 * 60_000;
export const SMS_MAX_WRONG = 5;
export const subAppIds = subApps.map((s) => s.id) as [string, ...string[]];

export interface User {
  id: number;
  name: string;
  phone: string;
  areaCode: string;
}

export class AuthService {
  constructor(
    private db: Db,
    private now: () => number,
    private log: (line: string) => void,
  ) {}

  sendCode(areaCode: string, phone: string): { resendAfter: number } {
    const key = `${areaCode}-${phone}`;
    const row = this.db.prepare('SELECT sent_at FROM sms_codes WHERE phone = ?').get(key) as { sent_at: number } | undefined;
    const now = this.now();
    if (row && now - row.sent_at < SMS_INTERVAL_MS)
      throw new ApiFailure(429, `发送太频繁，请 ${Math.ceil((SMS_INTERVAL_MS - (now - row.sent_at)) / 1000)} 秒后再试`);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare('INSERT OR REPLACE INTO sms_codes (phone, code, sent_at, expires_at, wrong_tries) VALUES (?, ?, ?, ?, 0)')
      .run(key, code, now, now + SMS_VALID_MS);
    this.log(`[sms] +${areaCode} ${phone}: ${code}`);
    return { resendAfter: SMS_INTERVAL_MS / 1000 };
  }

  latestCode(phone: string): string | null {
    const row = this.db.prepare("SELECT code FROM sms_codes WHERE phone LIKE '%-' || ?").get(phone) as { code: string } | undefined;
    return row?.code ?? null;
  }

  /** Checks the code (five wrong tries burn it) and returns a token for this sub-app only. */
  login(subApp: string, areaCode: string, phone: string, code: string): { token: string; user: User } {
    const key = `${areaCode}-${phone}`;
    const row = this.db.prepare('SELECT * FROM sms_codes WHERE phone = ?').get(key) as
      | { code: string; expires_at: number; wrong_tries: number }
      | undefined;
    if (!row || row.expires_at < this.now()) throw new ApiFailure(400, '验证码已失效，请重新获取');
    if (row.wrong_tries >= SMS_MAX_WRONG) throw new ApiFailure(400, '验证码错误次数过多，请重新获取');
    if (row.code !== code) {
      this.db.prepare('UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE phone = ?').run(key);
      throw new ApiFailure(400, row.wrong_tries + 1 >= SMS_MAX_WRONG ? '验证码错误次数过多，请重新获取' : '验证码错误');
    }
    this.db.prepare('DELETE FROM sms_codes WHERE phone = ?').run(key);
    const user = this.userFor(areaCode, phone);
    return { token: this.issue(user.id, subApp), user };
  }

  issue(userId: number, subApp: string): string {
    const token = `${subApp.replace('-', '_')}_${randomBytes(18).toString('base64url')}`;
    this.db.prepare('INSERT INTO tokens (token, user_id, sub_app, created_at) VALUES (?, ?, ?, ?)').run(token, userId, subApp, new Date(this.now()).toISOString());
    return token;
  }

  userFor(areaCode: string, phone: string): User {
    this.db
      .prepare('INSERT OR IGNORE INTO users (area_code, phone, name, created_at) VALUES (?, ?, ?, ?)')
      .run(areaCode, phone, `学员${phone.slice(-4)}`, new Date(this.now()).toISOString());
    const u = this.db.prepare('SELECT id, name, phone, area_code FROM users WHERE area_code = ? AND phone = ?').get(areaCode, phone) as {
      id: number; name: string; phone: string; area_code: string;
    };
    return { id: u.id, name: u.name, phone: u.phone, areaCode: u.area_code };
  }

  /** The user of a token valid for this sub-app; null for unknown, revoked or other sub-apps' tokens. */
  userOf(token: string | null, subApp: string): User | null {
    if (!token) return null;
    const row = this.db
      .prepare('SELECT u.id, u.name, u.phone, u.area_code FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ? AND t.revoked = 0 AND t.sub_app = ?')
      .get(token, subApp) as { id: number; name: string; phone: string; area_code: string } | undefined;
    return row ? { id: row.id, name: row.name, phone: row.phone, areaCode: row.area_code } : null;
  }

  revoke(token: string): boolean {
    return this.db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(token).changes > 0;
  }

  newOAuthCode(): string {
    const code = randomBytes(12).toString('hex');
    this.db.prepare('INSERT INTO oauth_codes (code, open_id) VALUES (?, ?)').run(code, `o_${randomBytes(10).toString('hex')}`);
    return code;
  }

  /** A chat-platform code works once. */
  exchangeOAuthCode(code: string, subApp: string): { token: string; openId: string } {
    const row = this.db.prepare('SELECT open_id, used FROM oauth_codes WHERE code = ?').get(code) as { open_id: string; used: number } | undefined;
    if (!row || row.used) throw new ApiFailure(400, '授权码无效或已使用');
    this.db.prepare('UPDATE oauth_codes SET used = 1 WHERE code = ?').run(code);
    const user = this.userFor('wx', row.open_id);
    return { token: this.issue(user.id, subApp), openId: row.open_id };
  }
}
