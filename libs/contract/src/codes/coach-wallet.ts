/**
 * The coach wallet's business codes (coupon packages a coach buys for students, and pearls, the coach
 * currency): screens branch on these, never on the worded message. Plain values; no imports.
 */
export const COACH_WALLET_CODES = {
  /** No package of that id on sale in this brand. */
  packageNotFound: 5501,
  /** No bought package of that id that is the caller's (someone else's reads the same). */
  ownedPackageNotFound: 5502,
  /** No pearl pack of that id in this brand. */
  packNotFound: 5503,
  /** A coach page asked with a student's token, or a student sub-app named: coaches only. */
  coachOnly: 5504,
} as const;
