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
