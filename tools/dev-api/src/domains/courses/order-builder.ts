import type { Order, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { createEvaluation } from '../evaluations/store';
import { cancelOrder, createOrder, getOrder } from '../orders/store';
import { markPaid } from '../payments/store';
import { mustGetCourse } from './course-store';
import { holdSeat } from './purchase-store';

/** Every state a course order shows in the order list (see libs/features/orders order-view.ts). */
export type CourseOrderState =
  'pending' | 'booked' | 'to-evaluate' | 'evaluated' | 'cancelled' | 'expired' | 'refunded';

export interface CourseOrderSpec {
  userId: number;
  subApp: SubAppIdT;
  brand: string;
  courseId: number;
  classId: number;
  state: CourseOrderState;
  /** When the order was placed (ms). A pending one must be younger than the pay window. */
  createdAt: number;
  /** For an evaluated order: the student's stars and words. */
  stars?: number;
  text?: string;
  /** Points the order earns when paid; a student's order earns 1 per yuan paid (placeOrder's rule). */
  points?: number;
}

const MINUTE = 60_000;

/**
 * A course order in a given state, made the way a student makes one (the orders backbone's
 * createOrder, a seat hold on a real class, the provider's markPaid, the cancel and the evaluation
 * calls, each at its own moment), so the seed and the tests build the same thing and every hook runs.
 */
export function buildCourseOrder(db: Db, clock: () => number, s: CourseOrderSpec): Order {
  const course = mustGetCourse(db, s.brand, s.courseId);
  const cls = db
    .prepare('SELECT starts_at FROM course_class_times WHERE id = ? AND course_id = ?')
    .get(s.classId, s.courseId) as { starts_at: number } | undefined;
  if (!cls) throw new Error(`class ${s.classId} is not a class of course ${s.courseId}`);
  const at = (ms: number) => () => ms;
  const owner = { userId: s.userId, subApp: s.subApp };
  const order = createOrder(db, at(s.createdAt), {
    userId: s.userId,
    subApp: s.subApp,
    kind: 'course',
    refId: course.id,
    title: course.title,
    titleEn: course.title_en,
    cover: course.cover ?? '',
    amount: course.price,
    originalAmount: course.price,
    points: s.points ?? Math.floor(course.price / 100),
    classTime: new Date(cls.starts_at).toISOString(),
    detail: { classId: s.classId, sessions: 1, minutes: course.minutes },
  });
  holdSeat(db, {
    orderNo: order.orderNo,
    userId: s.userId,
    courseId: course.id,
    classId: s.classId,
    couponId: null,
  });
  const paidAt = s.createdAt + 3 * MINUTE;
  if (['booked', 'to-evaluate', 'evaluated', 'refunded'].includes(s.state))
    markPaid(db, at(paidAt), order.orderNo, `seed_${order.orderNo}`);
  if (s.state === 'cancelled') cancelOrder(db, at(s.createdAt + 5 * MINUTE), order.orderNo, owner);
  // Refunded: the student cancelled the appointment a day later, before the class.
  if (s.state === 'refunded')
    cancelOrder(db, at(Math.min(paidAt + 86_400_000, cls.starts_at - MINUTE)), order.orderNo, owner);
  if (s.state === 'evaluated')
    createEvaluation(
      db,
      at(cls.starts_at + 86_400_000),
      { orderNo: order.orderNo, stars: s.stars ?? 5, tags: ['clear'], text: s.text ?? '', photoIds: [] },
      owner,
    );
  // An expired order is one whose pay window has passed: the backbone sweeps it on the next read.
  return getOrder(db, clock, order.orderNo)!;
}
