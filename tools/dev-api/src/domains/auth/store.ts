import { randomBytes } from 'node:crypto';
import type { SubAppIdT, User } from '@yoga/contract';
import type { Db } from '../../db';
import type { SmsLimits } from '../../domain';
import { ApiFailure } from '../../envelope';
import type { Phone } from '../../phone';
import { SmsCodes } from './sms';

type UserRow = { id: number; name: string; phone: string; area_code: string };
const toUser = (u: UserRow): User => ({ id: u.id, name: u.name, phone: u.phone, areaCode: u.area_code });

/** Users, tokens per sub-app, SMS codes and chat-platform codes. */
export class AuthService {
  readonly sms: SmsCodes;

  constructor(
    private db: Db,
    private clock: () => number,
    log: (line: string) => void,
    limits: SmsLimits,
  ) {
    this.sms = new SmsCodes(db, clock, log, limits);
  }

  /** Checks the code and returns a token for this sub-app only. */
  login(subApp: SubAppIdT, phone: Phone, code: string, client: string): { token: string; user: User } {
    this.sms.verify(phone, code, client);
    const user = this.userFor(phone.areaCode, phone.national);
    return { token: this.issue(user.id, subApp), user };
  }

  issue(userId: number, subApp: SubAppIdT): string {
    const token = `${subApp.replace('-', '_')}_${randomBytes(18).toString('base64url')}`;
    this.db
      .prepare('INSERT INTO tokens (token, user_id, sub_app, created_at) VALUES (?, ?, ?, ?)')
      .run(token, userId, subApp, new Date(this.clock()).toISOString());
    return token;
  }

  /** The account of a number (calling code and national number, normalised) or of a chat-platform id. */
  userFor(areaCode: string, phone: string): User {
    this.db
      .prepare('INSERT OR IGNORE INTO users (area_code, phone, name, created_at) VALUES (?, ?, ?, ?)')
      .run(areaCode, phone, `学员${phone.slice(-4)}`, new Date(this.clock()).toISOString());
    const u = this.db
      .prepare('SELECT id, name, phone, area_code FROM users WHERE area_code = ? AND phone = ?')
      .get(areaCode, phone) as UserRow;
    return toUser(u);
  }

  /** The user of a token valid for this sub-app; null for unknown, revoked or other sub-apps' tokens. */
  userOf(token: string | null, subApp: SubAppIdT): User | null {
    if (!token) return null;
    const row = this.db
      .prepare(
        'SELECT u.id, u.name, u.phone, u.area_code FROM tokens t JOIN users u ON u.id = t.user_id ' +
          'WHERE t.token = ? AND t.revoked = 0 AND t.sub_app = ?',
      )
      .get(token, subApp) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  revoke(token: string): boolean {
    return this.db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(token).changes > 0;
  }

  newOAuthCode(): string {
    const code = randomBytes(12).toString('hex');
    this.db
      .prepare('INSERT INTO oauth_codes (code, open_id) VALUES (?, ?)')
      .run(code, `o_${randomBytes(10).toString('hex')}`);
    return code;
  }

  /** A silent code (wx_open_id) works once too, and only names the openId: nobody is signed in. */
  openIdOfOAuthCode(code: string): string {
    const row = this.db.prepare('SELECT open_id, used FROM oauth_codes WHERE code = ?').get(code) as
      { open_id: string; used: number } | undefined;
    if (!row || row.used) throw new ApiFailure(400, 'oauth_code_used');
    this.db.prepare('UPDATE oauth_codes SET used = 1 WHERE code = ?').run(code);
    return row.open_id;
  }

  /** A chat-platform code works once. */
  exchangeOAuthCode(code: string, subApp: SubAppIdT): { token: string; openId: string } {
    const row = this.db.prepare('SELECT open_id, used FROM oauth_codes WHERE code = ?').get(code) as
      { open_id: string; used: number } | undefined;
    if (!row || row.used) throw new ApiFailure(400, 'oauth_code_used');
    this.db.prepare('UPDATE oauth_codes SET used = 1 WHERE code = ?').run(code);
    const user = this.userFor('wx', row.open_id);
    return { token: this.issue(user.id, subApp), openId: row.open_id };
  }
}
