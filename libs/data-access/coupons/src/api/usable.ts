import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { UsableCoupons } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '../keys';

/**
 * What is being bought: one class of a course today. The store's order sheet and the coach's coupon
 * packages add their own kind here, and the same key factory keeps them under the sub-app's root.
 */
export type CouponPurchase = { kind: 'course'; courseId: number; classId: number };

/** GET /api/coupons/usable?subApp=&courseId=&classId= (AUTHORIZE_TOKEN): each coupon usable or why not. */
export const fetchUsableCoupons = (subApp: SubAppId, p: CouponPurchase) =>
  api.standard.get<UsableCoupons>('coupons/usable', {
    searchParams: { subApp, courseId: p.courseId, classId: p.classId },
    // The pay screen words a class that cannot be bought itself (from its own preview).
    showError: false,
  });

export const usableCouponsOptions = (subApp: SubAppId, p: CouponPurchase) =>
  queryOptions({
    queryKey: couponKeys.usable(subApp, p),
    queryFn: () => fetchUsableCoupons(subApp, p),
    // A coupon claimed or spent elsewhere changes the choice.
    staleTime: 0,
  });

/** Ids that did not parse (0) name nothing: no request. */
export const useUsableCoupons = (subApp: SubAppId, p: CouponPurchase) =>
  useQuery({ ...usableCouponsOptions(subApp, p), enabled: p.courseId > 0 && p.classId > 0 });
