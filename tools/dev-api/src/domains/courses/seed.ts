import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { createOrder } from '../orders/store';
import { markPaid } from '../payments/store';
import { holdSeat } from './purchase-store';
import { seedCourseOrders } from './seed-orders';
import {
  chinaTime,
  courseBrands,
  seedCoaches,
  seedCourses,
  seedReviews,
  type CourseBrand,
} from './seed-data';

/** Courses, coaches, class times and reviews of every course brand, written once into empty tables. */
export function seedCourseDomain(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM courses').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  db.transaction(() => {
    for (const [brand, base] of Object.entries(courseBrands) as [CourseBrand, number][]) {
      seedCoaches[brand].forEach((c, i) =>
        db
          .prepare('INSERT INTO course_coaches (id, brand, name, title) VALUES (?, ?, ?, ?)')
          .run(base + i + 1, brand, c.name, c.title),
      );
      for (const c of seedCourses) {
        const id = base + c.n;
        db.prepare(
          `INSERT INTO courses (id, brand, coach_id, title, summary, cover, minutes, price, vip_price, outline, state)
           VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          brand,
          base + c.coach + 1,
          c.title,
          c.summary,
          c.minutes,
          c.price,
          c.vipPrice,
          JSON.stringify(c.outline),
          c.state,
        );
        c.classes.forEach((t, i) =>
          db
            .prepare(
              'INSERT INTO course_class_times (id, course_id, starts_at, seats, booked) VALUES (?, ?, ?, ?, ?)',
            )
            .run(id * 10 + i + 1, id, chinaTime(now, t.day, t.hour), t.seats, t.booked),
        );
        seedReviews.forEach((r, i) =>
          db
            .prepare(
              'INSERT INTO course_reviews (course_id, author, stars, text, created_at) VALUES (?, ?, ?, ?, ?)',
            )
            .run(id, r.author, r.stars, r.text, now - (i + 1) * 3 * 86_400_000),
        );
      }
    }
  })();
  seedDemoPurchases(db, clock);
  db.transaction(() => seedCourseOrders(db, clock))();
}

/** The demo user (created as the login would) has bought course 5 of each brand. */
function seedDemoPurchases(db: Db, clock: () => number): void {
  const userId = demoUserId(db, clock());
  for (const [brand, base] of Object.entries(courseBrands) as [CourseBrand, number][]) {
    const course = seedCourses.find((c) => c.demoBought)!;
    const classId = (base + course.n) * 10 + 1;
    const order = createOrder(db, clock, {
      userId,
      subApp: brand,
      kind: 'course',
      refId: base + course.n,
      title: course.title,
      amount: course.price,
      classTime: new Date(chinaTime(clock(), course.classes[0]!.day, course.classes[0]!.hour)).toISOString(),
      detail: { classId },
    });
    holdSeat(db, { orderNo: order.orderNo, userId, courseId: base + course.n, classId, couponId: null });
    markPaid(db, clock, order.orderNo, `seed-${order.orderNo}`);
  }
}
