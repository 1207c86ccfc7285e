/** Coach events of suman (/teacher/tookeen): business codes. Plain values, no imports (see ranges.ts). */
export const COACH_EVENT_CODES = {
  /** Coach endpoints take the suman coach token only. */
  coachOnly: 5750,
  /** No seat left: the sign-up is refused. */
  full: 5751,
  alreadySignedUp: 5752,
  /** Sign-up or cancel after the event started. */
  closed: 5753,
  /** Feedback before the event ended, or for an event the coach did not attend. */
  feedbackNotAllowed: 5754,
  feedbackAlreadySent: 5755,
  notSignedUp: 5756,
} as const;

export const COACH_EVENT_FEEDBACK_MAX = 500;
