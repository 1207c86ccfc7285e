import type { CouponState } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import type { CouponPurchase } from './api/usable';

/**
 * Coupons: the user's coupons by state (coupon_list), an activity's coupons (coupon_activity), the
 * coach's view of an activity. One root per sub-app (a student and a coach sub-app share one
 * QueryClient with different tokens), so a claim marks every view of the user's coupons stale at once.
 */
export const couponKeys = {
  all: (subApp: SubAppId) => ['coupons', subApp] as const,
  mine: (subApp: SubAppId) => [...couponKeys.all(subApp), 'mine'] as const,
  mineByState: (subApp: SubAppId, state: CouponState) => [...couponKeys.mine(subApp), state] as const,
  /** The coupons for one purchase (course_pay's sheet). */
  usable: (subApp: SubAppId, p: CouponPurchase) => [...couponKeys.all(subApp), 'usable', p] as const,
  activity: (subApp: SubAppId, id: number) => [...couponKeys.all(subApp), 'activity', id] as const,
  /** suman's new-user gift, and its share card (the card does not change with a claim). */
  newUser: (subApp: SubAppId) => [...couponKeys.all(subApp), 'new-user'] as const,
  newUserShare: (subApp: SubAppId) => ['coupons-share', subApp, 'new-user'] as const,
  teacherActivity: (subApp: SubAppId, id: number) =>
    [...couponKeys.all(subApp), 'teacher-activity', id] as const,
};
