/**
 * Coupons' business codes: screens branch on these, never on the worded message. Plain values, no
 * imports.
 */
export const COUPON_CODES = {
  /** No activity of that id in this brand. */
  activityNotFound: 4650,
  activityNotStarted: 4651,
  activityEnded: 4652,
  /** The coupon has no stock left (the last one went to someone else). */
  soldOut: 4653,
  /** One per user: the caller holds this coupon already. */
  alreadyClaimed: 4654,
  /** The coupon named is not one of the activity's. */
  unknownCoupon: 4655,
  /** The coach's view was asked with a student's sub-app. */
  coachOnly: 4656,
  /** A store order named a coupon that is not the caller's usable store coupon. */
  unusable: 4657,
  /** The new-user gift is only for students who have never paid an order of the sub-app. */
  notNewUser: 4658,
} as const;

/** Coupons shown on a page of coupon_list. */
export const COUPON_PAGE_SIZE = 10;
