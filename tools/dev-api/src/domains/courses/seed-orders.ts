import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { buildCourseOrder, type CourseOrderState } from './order-builder';
import { courseBrands, type CourseBrand } from './seed-data';

const DAY = 86_400_000;
const MIN = 60_000;

/**
 * The demo student's course orders on each course brand: course n (of seed-data), which of its class
 * times (index), the state, placed how long ago. Seats stay where the other tests expect them: live
 * orders (pending, booked) hold seats only on course 2's and 5's roomy times, paid ones are of
 * courses 4 (ended: its class is past, so evaluable) and 5 (bought already), never 1, 2 or 3.
 */
const plan: {
  n: number;
  cls: number;
  state: CourseOrderState;
  ago: number;
  stars?: number;
  text?: string;
}[] = [
  { n: 2, cls: 0, state: 'pending', ago: 2 * MIN },
  { n: 5, cls: 1, state: 'booked', ago: 1 * DAY },
  { n: 3, cls: 1, state: 'refunded', ago: 2 * DAY },
  { n: 1, cls: 0, state: 'cancelled', ago: 3 * DAY },
  { n: 2, cls: 0, state: 'expired', ago: 4 * DAY },
  { n: 5, cls: 1, state: 'refunded', ago: 5 * DAY },
  { n: 3, cls: 0, state: 'cancelled', ago: 6 * DAY },
  { n: 1, cls: 1, state: 'expired', ago: 8 * DAY },
  { n: 2, cls: 0, state: 'cancelled', ago: 9 * DAY },
  { n: 4, cls: 0, state: 'to-evaluate', ago: 12 * DAY },
  { n: 4, cls: 0, state: 'evaluated', ago: 14 * DAY, stars: 5, text: '老师讲解很细致，节奏刚好，下次还来。' },
  { n: 4, cls: 0, state: 'to-evaluate', ago: 20 * DAY },
  { n: 4, cls: 0, state: 'evaluated', ago: 25 * DAY, stars: 4, text: '冥想引导很舒服，时间再长一点就好了。' },
];

/** Runs with the courses seed (once, into an empty database), after the courses and the demo purchase. */
export function seedCourseOrders(db: Db, clock: () => number): void {
  const now = clock();
  const userId = demoUserId(db, now);
  for (const [brand, base] of Object.entries(courseBrands) as [CourseBrand, number][])
    for (const p of plan)
      buildCourseOrder(db, clock, {
        userId,
        subApp: brand,
        brand,
        courseId: base + p.n,
        classId: (base + p.n) * 10 + p.cls + 1,
        state: p.state,
        createdAt: now - p.ago,
        stars: p.stars,
        text: p.text,
        // The demo ledger is the wallet's own seed (running balances in time order); back-dated
        // earnings written before it would break that order, so these orders earned none.
        points: 0,
      });
}
