import { COURSE_CODES, type CourseOrder, type CoursePayPreview, type SubAppIdT } from '@yoga/contract';
import type { PendingOrderRefusal } from '@yoga/contract/codes';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { cancelOrder, createOrder, sweepExpired } from '../orders/store';
import { sweepCards } from '../vip/cards';
import type { Lang } from '../../messages';
import { classOf, mustGetCourse, purchaseOf, titleOf, type CourseRow } from './course-store';
import { pointsCut, spendPoints } from '../wallet/points-orders';
import { couponDiscount, grantStarterCoupons, userCoupons, bestCoupon } from './coupons';

/**
 * Active VIP: a running member card of this sub-app (the VIP domain's cards, swept for expiry first).
 * Read by SQL because the VIP store does not export its "has an active card" check.
 */
export function hasActiveVip(db: Db, userId: number, subApp: SubAppIdT, now: number): boolean {
  sweepCards(db, now);
  const row = db
    .prepare(
      `SELECT 1 FROM vip_cards c JOIN vip_plans p ON p.id = c.plan_id
       WHERE c.user_id = ? AND c.sub_app = ? AND c.state = 'active' AND p.kind = 'member' LIMIT 1`,
    )
    .get(userId, subApp);
  return row !== undefined;
}

export function holdSeat(
  db: Db,
  h: { orderNo: string; userId: number; courseId: number; classId: number; couponId: number | null },
): void {
  db.prepare(
    'INSERT INTO course_holds (order_no, user_id, course_id, class_id, coupon_id) VALUES (?, ?, ?, ?, ?)',
  ).run(h.orderNo, h.userId, h.courseId, h.classId, h.couponId);
  if (h.couponId !== null)
    db.prepare('UPDATE user_coupons SET used_order_no = ? WHERE id = ?').run(h.orderNo, h.couponId);
}

type Who = { userId: number; subApp: SubAppIdT; brand: string };

/** The course on sale and a class time ahead with a seat; otherwise the failure the pay screen explains. */
function bookable(db: Db, who: Who, courseId: number, classId: number, now: number) {
  const course = mustGetCourse(db, who.brand, courseId);
  if (course.state === 'ended') throw new ApiFailure(4202, 'course_ended');
  const cls = classOf(db, courseId, classId);
  if (!cls || cls.startsAtMs <= now || cls.seatsLeft <= 0) throw new ApiFailure(4201, 'class_full');
  return { course, cls };
}

function prices(db: Db, who: Who, course: CourseRow, now: number) {
  const vip = hasActiveVip(db, who.userId, who.subApp, now);
  const vipDiscount = vip ? course.price - course.vip_price : 0;
  return { vip, vipDiscount, base: course.price - vipDiscount };
}

export function payPreview(
  db: Db,
  who: Who,
  courseId: number,
  classId: number,
  now: number,
  lang: Lang = 'zh',
): CoursePayPreview {
  sweepExpired(db, now);
  const { course, cls } = bookable(db, who, courseId, classId, now);
  if (purchaseOf(db, who.userId, courseId)?.state === 'paid')
    throw new ApiFailure(4203, 'course_already_bought');
  const { vip, vipDiscount, base } = prices(db, who, course, now);
  grantStarterCoupons(db, who.userId, who.brand, now);
  const coupons = userCoupons(db, who.userId, who.brand, base, now, lang);
  const { startsAtMs: _, ...classTime } = cls;
  return {
    course: { id: course.id, title: titleOf(course, lang), cover: course.cover },
    classTime,
    price: course.price,
    vip,
    vipDiscount,
    coupons,
    bestCouponId: bestCoupon(coupons)?.id ?? null,
  };
}

/**
 * Seats are held at order time, not at payment: the seat check and the hold are one transaction,
 * so two buyers of the last seat cannot both get an order. A cancelled or expired order frees it.
 */
export function placeOrder(
  db: Db,
  clock: () => number,
  who: Who,
  req: { courseId: number; classId: number; couponId: number | null; points?: number },
): CourseOrder {
  return db.transaction(() => {
    const now = clock();
    sweepExpired(db, now);
    const live = purchaseOf(db, who.userId, req.courseId);
    if (live?.state === 'paid') throw new ApiFailure(4203, 'course_already_bought');
    // An unpaid order for the same class is the one to pay: it holds the seat and the coupon, so a
    // second one would be priced without the coupon (the first still holds it). The refusal names
    // it, so the screen can offer its cashier even if it did not know of it.
    if (live && live.classId === req.classId) {
      const { amount } = db.prepare('SELECT amount FROM orders WHERE order_no = ?').get(live.orderNo) as {
        amount: number;
      };
      const pending: PendingOrderRefusal = { orderNo: live.orderNo, amount };
      throw new ApiFailure(COURSE_CODES.orderPending, 'course_order_pending', 200, {}, pending);
    }
    // An unpaid order for another class time of the course is replaced: the user chose again.
    if (live) cancelOrder(db, clock, live.orderNo, { userId: who.userId, subApp: who.subApp });
    const { course, cls } = bookable(db, who, req.courseId, req.classId, now);
    const { vipDiscount, base } = prices(db, who, course, now);
    let couponCut = 0;
    if (req.couponId !== null) {
      const coupon = userCoupons(db, who.userId, who.brand, base, now).find((c) => c.id === req.couponId);
      if (!coupon?.usable) throw new ApiFailure(4204, 'coupon_unusable');
      couponCut = couponDiscount(coupon, base);
    }
    const owner = { userId: who.userId, subApp: who.subApp };
    const spend = pointsCut(db, owner, req.points, base - couponCut, now);
    const amount = base - couponCut - spend.cut;
    const order = createOrder(db, clock, {
      userId: who.userId,
      subApp: who.subApp,
      kind: 'course',
      refId: course.id,
      title: course.title,
      titleEn: course.title_en,
      cover: course.cover ?? '',
      amount,
      originalAmount: course.price,
      points: Math.floor(amount / 100),
      classTime: cls.startsAt,
      detail: {
        classId: cls.id,
        vipDiscount,
        couponId: req.couponId,
        couponDiscount: couponCut,
        pointsUsed: spend.points,
        pointsDiscount: spend.cut,
      },
    });
    spendPoints(db, owner, order, spend.points, now);
    holdSeat(db, {
      orderNo: order.orderNo,
      userId: who.userId,
      courseId: course.id,
      classId: cls.id,
      couponId: req.couponId,
    });
    return { orderNo: order.orderNo, amount };
  })();
}
