import { useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { CouponState, MyCouponPage } from '@yoga/contract';
import { COUPON_PAGE_SIZE } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '../keys';

/** GET /api/coupons/mine?subApp=&state=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export const fetchMyCouponsPage = (subApp: SubAppId, state: CouponState, page: number) =>
  api.app.get<MyCouponPage>('coupons/mine', {
    searchParams: { subApp, state, page, pageSize: COUPON_PAGE_SIZE },
  });

export const myCouponsOptions = (subApp: SubAppId, state: CouponState) =>
  pagedQueryOptions({
    queryKey: couponKeys.mineByState(subApp, state),
    fetchPage: (page) => fetchMyCouponsPage(subApp, state, page),
  });

/** `enabled: false` while signed out: the screen asks to sign in instead of failing a request. */
export const useMyCoupons = (subApp: SubAppId, state: CouponState, enabled = true) =>
  useInfiniteQuery({ ...myCouponsOptions(subApp, state), enabled });
