/**
 * Community fund votes' business codes and limits: screens branch on these, never on the worded
 * message. Plain values; no imports.
 */
export const FUND_CODES = {
  /** No fund of that id in this sub-app (unknown and another sub-app's look the same). */
  fundNotFound: 4901,
  /** The option is not one of this fund's. */
  unknownOption: 4902,
  /** The caller has voted on this fund already (one vote per user, held by a UNIQUE constraint). */
  alreadyVoted: 4903,
  /** Voting has not opened yet; the refusal's data is { startAt } (ISO). */
  notStarted: 4904,
  /** Voting is over; the result stands. */
  closed: 4905,
} as const;

/** How often an open fund's tally is read again while its page is shown. */
export const FUND_TALLY_REFRESH_MS = 15_000;
