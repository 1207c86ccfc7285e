/**
 * Business failures of the course calls. Screens branch on the code (a class that sold out between
 * detail and pay, today's free booking already made), never on the worded message.
 */
export const COURSE_CODES = {
  classFull: 4201,
  courseEnded: 4202,
  alreadyBought: 4203,
  couponUnusable: 4204,
  courseNotFound: 4205,
  freeFull: 4211,
  freeAlready: 4212,
  /** The free class has already started: booking closes at its start time (the server's clock). */
  freeStarted: 4213,
} as const;
