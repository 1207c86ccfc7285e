export { couponKeys } from './keys';
export { fetchMyCouponsPage, myCouponsOptions, useMyCoupons } from './api/my-coupons';
export {
  claimCoupon,
  couponActivityOptions,
  fetchCouponActivity,
  fetchTeacherCouponActivity,
  teacherCouponActivityOptions,
  useClaimCoupon,
  useCouponActivity,
  useTeacherCouponActivity,
} from './api/activity';
export {
  claimNewUserGift,
  fetchNewUserGift,
  fetchNewUserShare,
  newUserGiftOptions,
  newUserShareOptions,
  useClaimNewUserGift,
  useNewUserGift,
  useNewUserShare,
} from './api/new-user';
export {
  fetchUsableCoupons,
  usableCouponsOptions,
  useUsableCoupons,
  type CouponPurchase,
} from './api/usable';
/** A course or store order placed or given up changes which coupons are used: every coupon view is asked again. */
export { couponsChanged } from './api/changed';
