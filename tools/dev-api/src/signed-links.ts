import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed links: a <video>, an <a> to a PDF or a new tab sends no AUTHORIZE_TOKEN, so the URL carries
 * a ticket `user.expiry.signature`. The key comes from configuration (LINK_SIGNING_KEY), never from
 * the source (issue 31: keys written in the repository let anyone sign another user's invoice or a
 * paid video), and a ticket lives minutes: one whose expiry lies beyond its kind's lifetime is refused
 * even when correctly signed. The owner is re-checked by the route serving the file.
 */
export class LinkSigner {
  constructor(private readonly key: string) {}

  private sign(scope: string, id: number, user: string, exp: string): string {
    return createHmac('sha256', this.key).update(`${scope}:${id}.${user}.${exp}`).digest('base64url');
  }

  /** A ticket for `userId` on item `id` of `scope` ('invoice', 'playback' …), valid `minutes` from now. */
  issue(scope: string, id: number, userId: number, now: number, minutes: number): string {
    const exp = String(now + minutes * 60_000);
    return `${userId}.${exp}.${this.sign(scope, id, String(userId), exp)}`;
  }

  /** The ticket's user when it is signed by us for this item, unexpired and within the lifetime; else null. */
  check(scope: string, id: number, ticket: string | undefined, now: number, minutes: number): number | null {
    const [user = '', exp = '', sig = ''] = (ticket ?? '').split('.');
    if (!/^\d{1,9}$/.test(user) || !/^\d{1,15}$/.test(exp)) return null;
    const expected = Buffer.from(this.sign(scope, id, user, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiry = Number(exp);
    return expiry > now && expiry <= now + minutes * 60_000 ? Number(user) : null;
  }
}

export const LINK_KEY_VAR = 'LINK_SIGNING_KEY';

/**
 * The signing key of a start: LINK_SIGNING_KEY (32 characters or more); without it a random key per
 * start while development routes are on (links die with the process, which is fine locally); outside
 * development a missing or short key is an error naming the variable, so a deploy never signs with a
 * guessable key.
 */
export function linkKeyFrom(env: Record<string, string | undefined>, devRoutes: boolean): string {
  const key = env[LINK_KEY_VAR];
  if (key && key.length >= 32) return key;
  if (devRoutes && !key) return randomBytes(32).toString('base64url');
  throw new Error(
    `${LINK_KEY_VAR} must be set to a secret of at least 32 characters: it signs invoice and video links` +
      (devRoutes ? '' : ' (development calls are off, DEV_ONLY=off, so no development key is made up)'),
  );
}
