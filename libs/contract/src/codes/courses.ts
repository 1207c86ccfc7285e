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
  /**
   * The caller already has an unpaid order for this course and class: that one is to be paid (it
   * holds the seat and the coupon). The refusal's data is a PendingOrderRefusal.
   */
  orderPending: 4206,
  freeFull: 4211,
  freeAlready: 4212,
  /** The free class has already started: booking closes at its start time (the server's clock). */
  freeStarted: 4213,
} as const;
