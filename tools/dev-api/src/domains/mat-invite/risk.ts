import type { Db } from '../../db';

/** At most this many counted friends signed up from one client (of any code) in a day. */
export const INVITEES_PER_CLIENT_PER_DAY = 3;
const DAY = 86_400_000;

/**
 * Whether a friend who just joined counts toward the mat. A free mat is worth farming with throw-away
 * numbers, so a friend counts only when all of these hold:
 * - their account was made by a sign-in with a verified SMS code through the share link, on the
 *   code's own sub-app (checked by the sign-in hook: new accounts only);
 * - no other counted friend of this code signed up from the same client (the gateway's client
 *   address): five numbers from one phone or one script are one friend, not five;
 * - that client has made fewer than INVITEES_PER_CLIENT_PER_DAY counted friends, of any code, in the
 *   last 24 hours (one client spreading its sign-ups across several inviters).
 * A friend who does not count is still recorded, so the account cannot count for anyone later.
 * Friends with no client (seeded, or the development join call) count.
 */
export function countsAsInvitee(db: Db, now: number, code: string, client: string | null): boolean {
  if (client === null) return true;
  const sameCode = db
    .prepare('SELECT 1 FROM mat_invitees WHERE code = ? AND client = ? AND counted = 1')
    .get(code, client);
  if (sameCode) return false;
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM mat_invitees WHERE client = ? AND counted = 1 AND joined_at > ?')
    .get(client, now - DAY) as { n: number };
  return n < INVITEES_PER_CLIENT_PER_DAY;
}
