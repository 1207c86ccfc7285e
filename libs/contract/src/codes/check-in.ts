/**
 * Daily check-in's business codes: screens branch on these, never on the worded message. Plain
 * values, no imports.
 */
export const CHECK_IN_CODES = {
  /** No activity of that id in this sub-app. */
  activityNotFound: 4701,
  /** The caller checked in to this activity on this business day already (also the loser of two at once). */
  alreadyToday: 4702,
  /** The activity's first day is still to come. */
  notStarted: 4703,
  /** The activity's last day is past. */
  ended: 4704,
} as const;
