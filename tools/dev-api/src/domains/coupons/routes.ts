import { Hono } from 'hono';
import {
  COUPON_CODES,
  couponClaimRequest,
  devCouponActivity,
  myCouponsQuery,
  newUserGiftQuery,
  usableCouponsQuery,
  usableStoreCouponsQuery,
} from '@yoga/contract';
import { payPreview } from '../courses/purchase-store';
import { goodsOf, usableStoreCoupons } from './store-coupons';
import { claimNewUserGift, getNewUserGift } from './new-user';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerFor, ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import {
  brandOf,
  firstCourseOf,
  claimCoupon,
  createActivity,
  getActivity,
  listMine,
  teacherActivity,
} from './store';

const DAY = 86_400_000;
const roleOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.role;

/** Mounted at /api/coupons. An activity is public (a share link opens signed out); the rest needs a token. */
export function couponsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const activityId = (c: Parameters<typeof pathIdOf>[0]) =>
    pathIdOf(c, 'id', 'coupon_activity_not_found', COUPON_CODES.activityNotFound);

  app.get('/mine', (c) => {
    const q = readQuery(c, myCouponsQuery);
    const owner = ownerFor(c, ctx, q.subApp);
    return send(c, compactKey, listMine(db, owner, q.state, q.page, q.pageSize, clock(), langOf(c)));
  });

  // The course's own rules (the class bookable, the VIP price the coupons apply to) decide, as on the order.
  app.get('/usable', (c) => {
    const q = readQuery(c, usableCouponsQuery);
    const owner = ownerFor(c, ctx, q.subApp);
    const who = { ...owner, brand: brandOf(owner.subApp) };
    const { coupons, bestCouponId } = payPreview(db, who, q.courseId, q.classId, clock(), langOf(c));
    return send(c, compactKey, { coupons, bestCouponId });
  });

  app.get('/usable/store', (c) => {
    const q = readQuery(c, usableStoreCouponsQuery);
    const owner = ownerFor(c, ctx, q.subApp);
    const now = clock();
    const goods = goodsOf(db, owner, q.skuId, q.quantity, now);
    return send(c, compactKey, usableStoreCoupons(db, owner, goods, now, langOf(c)));
  });

  app.get('/activities/:id', (c) => {
    const subApp = subAppOf(c);
    if (roleOf(subApp) !== 'student')
      throw new ApiFailure(COUPON_CODES.activityNotFound, 'coupon_activity_not_found');
    const id = activityId(c);
    return send(c, compactKey, getActivity(db, subApp, id, viewerOf(c, ctx, subApp), clock(), langOf(c)));
  });

  app.post('/activities/:id/claim', async (c) => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'student') throw new ApiFailure(403, 'not_logged_in');
    const id = activityId(c);
    const body = await readBody(c, compactKey, couponClaimRequest);
    return send(c, compactKey, claimCoupon(db, owner, id, body.couponId, clock(), langOf(c)));
  });

  // The new-user gift: public (a share card opens it signed out); a token of another sub-app reads as
  // a visitor; only a student of the sub-app claims it.
  app.get('/new-user', (c) => {
    const { subApp } = readQuery(c, newUserGiftQuery);
    if (roleOf(subApp) !== 'student')
      throw new ApiFailure(COUPON_CODES.activityNotFound, 'coupon_activity_not_found');
    return send(c, compactKey, getNewUserGift(db, subApp, viewerOf(c, ctx, subApp), clock(), langOf(c)));
  });

  app.post('/new-user/claim', (c) => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'student') throw new ApiFailure(403, 'not_logged_in');
    return send(c, compactKey, claimNewUserGift(db, owner, clock(), langOf(c)));
  });

  app.get('/teacher/activities/:id', (c) => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'teacher') throw new ApiFailure(COUPON_CODES.coachOnly, 'coupon_coach_only');
    const id = activityId(c);
    return send(c, compactKey, teacherActivity(db, owner.subApp, id, clock(), langOf(c)));
  });
  return app;
}

/** Mounted at /__dev: a fresh activity for a test (one course or store coupon of the given stock). */
export function couponsDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/coupons/activity', async (c) => {
    const b = await readBody(c, compactKey, devCouponActivity);
    const now = clock();
    const brand = brandOf(b.subApp);
    const id = createActivity(db, {
      brand,
      title: '测试领券活动',
      titleEn: 'Test coupon drive',
      startsAt: now + b.startsInDays * DAY,
      endsAt: now + b.endsInDays * DAY,
      coupons: [
        b.scope === 'store'
          ? {
              title: '商城立减10元',
              titleEn: '¥10 off in the store',
              kind: 'amount',
              value: 1000,
              minSpend: 0,
              validDays: 30,
              stock: b.stock,
              scope: 'store',
            }
          : {
              title: '课程立减15元',
              titleEn: '¥15 off a course',
              kind: 'amount',
              value: 1500,
              minSpend: 0,
              validDays: 30,
              stock: b.stock,
              courseId: firstCourseOf(brand),
            },
      ],
    });
    return send(c, compactKey, { id });
  });
  return app;
}
