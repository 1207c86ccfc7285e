/**
 * The coach schedule's business codes and limits: screens branch on these, never on the worded
 * message. Plain values; no imports.
 */
export const COACH_CLASS_CODES = {
  /** No such class, or not one of the caller's (the same answer). */
  classNotFound: 5351,
  /** A coach endpoint called with a student sub-app's token. */
  coachOnly: 5352,
  /** Taking an open class that overlaps one of mine; data { clash: CoachClassBrief }. */
  clash: 5353,
  /** The open class was taken by another coach meanwhile. */
  notOpen: 5354,
  /** Cancelling after the cancel deadline; data { deadline } (ISO). */
  pastDeadline: 5355,
  /** A request of this class is still waiting for an answer. */
  requestPending: 5356,
  /** The class has started, ended or been cancelled: it can no longer change. */
  classClosed: 5357,
  /** No such coach to hand the class to (or it is the caller). */
  colleagueMissing: 5358,
  /** A proposed time in the past, too soon, or not a whole class length. */
  badTime: 5359,
} as const;

/** A class can be cancelled until this many hours before it starts. */
export const COACH_CANCEL_DEADLINE_HOURS = 24;
/** A new time must be at least this many hours away. */
export const COACH_TIME_MIN_NOTICE_HOURS = 2;
/** The kinds of class; class_info/:type names one. */
export const COACH_CLASS_KINDS = ['group', 'private', 'live'] as const;
export type CoachClassKind = (typeof COACH_CLASS_KINDS)[number];
