import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CouponActivity, MyCoupon, TeacherCouponActivity } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '../keys';

/** GET /api/coupons/activities/:id?subApp= (public; with a token `claimed` says what the caller holds). */
export const fetchCouponActivity = (subApp: SubAppId, id: number) =>
  api.app.get<CouponActivity>(`coupons/activities/${id}`, {
    searchParams: { subApp },
    showError: false,
  });

export const couponActivityOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: couponKeys.activity(subApp, id),
    queryFn: () => fetchCouponActivity(subApp, id),
    // Stock moves under the user.
    staleTime: 0,
  });

/** An id that did not parse (null) names nothing: no request, the screen shows not-found. */
export const useCouponActivity = (subApp: SubAppId, id: number | null) =>
  useQuery({ ...couponActivityOptions(subApp, id ?? 0), enabled: id !== null });

/** POST /api/coupons/activities/:id/claim?subApp=: the screen shows the refusal itself. */
export const claimCoupon = (subApp: SubAppId, activityId: number, couponId: number) =>
  api.app.post<MyCoupon>(
    `coupons/activities/${activityId}/claim`,
    { couponId },
    { searchParams: { subApp }, showError: false },
  );

/** Claiming changes the stock and the user's coupons: every coupon view of the sub-app is asked again. */
export function useClaimCoupon(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { activityId: number; couponId: number }) =>
      claimCoupon(subApp, v.activityId, v.couponId),
    onSettled: () => qc.invalidateQueries({ queryKey: couponKeys.all(subApp) }),
  });
}

/** GET /api/coupons/teacher/activities/:id?subApp= (a coach token). */
export const fetchTeacherCouponActivity = (subApp: SubAppId, id: number) =>
  api.app.get<TeacherCouponActivity>(`coupons/teacher/activities/${id}`, {
    searchParams: { subApp },
    showError: false,
  });

export const teacherCouponActivityOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: couponKeys.teacherActivity(subApp, id),
    queryFn: () => fetchTeacherCouponActivity(subApp, id),
  });

export const useTeacherCouponActivity = (subApp: SubAppId, id: number | null) =>
  useQuery({ ...teacherCouponActivityOptions(subApp, id ?? 0), enabled: id !== null });
