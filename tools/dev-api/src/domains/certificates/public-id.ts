import { randomBytes, randomInt } from 'node:crypto';

/**
 * A certificate's public id: 8 random bytes in hex (CERT_PUBLIC_ID_PATTERN), the same shape the
 * migration gives older rows. Its row number stays inside the stand-in, so no id leads to the next.
 */
export const newPublicId = () => randomBytes(8).toString('hex');

/**
 * The eight-digit serial of a new certificate number: random, not derived from its holder (bay's
 * used to be 50000000 + user id × 10, which told anyone the user id). The caller retries a taken one.
 */
export const randomSerial = () => String(randomInt(0, 100_000_000)).padStart(8, '0');
