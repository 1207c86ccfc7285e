import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { UsableCoupons } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '../keys';

/**
 * What is being bought: one class of a course (course_pay) or a quantity of one SKU (the store's
 * order sheet). The coach's coupon packages add their own kind here, under the same key factory.
 */
export type CouponPurchase =
  { kind: 'course'; courseId: number; classId: number } | { kind: 'store'; skuId: number; quantity: number };

/**
 * GET /api/coupons/usable?subApp=&courseId=&classId= or /api/coupons/usable/store?subApp=&skuId=&quantity=
 * (AUTHORIZE_TOKEN): each coupon usable or why not, and the best. The screens word a purchase that
 * cannot be made themselves (from their own reads), so no toast here.
 */
export const fetchUsableCoupons = (subApp: SubAppId, p: CouponPurchase) =>
  p.kind === 'course'
    ? api.app.get<UsableCoupons>('coupons/usable', {
        searchParams: { subApp, courseId: p.courseId, classId: p.classId },
        showError: false,
      })
    : api.app.get<UsableCoupons>('coupons/usable/store', {
        searchParams: { subApp, skuId: p.skuId, quantity: p.quantity },
        showError: false,
      });

export const usableCouponsOptions = (subApp: SubAppId, p: CouponPurchase) =>
  queryOptions({
    queryKey: couponKeys.usable(subApp, p),
    queryFn: () => fetchUsableCoupons(subApp, p),
    // A coupon claimed or spent elsewhere changes the choice.
    staleTime: 0,
  });

const named = (p: CouponPurchase) =>
  p.kind === 'course' ? p.courseId > 0 && p.classId > 0 : p.skuId > 0 && p.quantity > 0;

/** Ids that did not parse (0) name nothing, and `enabled: false` (signed out) asks nothing. */
export const useUsableCoupons = (subApp: SubAppId, p: CouponPurchase, enabled = true) =>
  useQuery({ ...usableCouponsOptions(subApp, p), enabled: enabled && named(p) });
