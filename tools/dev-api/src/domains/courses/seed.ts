import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { createOrder } from '../orders/store';
import { markPaid } from '../payments/store';
import { holdSeat } from './purchase-store';
import { seedCourseOrders } from './seed-orders';
import { courseArtUrl } from './art';
import { starterCoupons } from './coupons';
import { freeTemplate } from './free-store';
import {
  brandArtColour,
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
  if (n > 0) {
    // A database seeded before the English texts and the covers existed gets them now.
    db.transaction(() => completeSeededRows(db))();
    return;
  }
  const now = clock();
  db.transaction(() => {
    for (const [brand, base] of Object.entries(courseBrands) as [CourseBrand, number][]) {
      seedCoaches[brand].forEach((c, i) =>
        db
          .prepare(
            'INSERT INTO course_coaches (id, brand, name, name_en, title, title_en) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(base + i + 1, brand, c.name, c.nameEn, c.title, c.titleEn),
      );
      for (const c of seedCourses) {
        const id = base + c.n;
        db.prepare(
          `INSERT INTO courses (id, brand, coach_id, title, title_en, summary, summary_en, cover, minutes, price,
             vip_price, outline, outline_en, state)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          brand,
          base + c.coach + 1,
          c.title,
          c.titleEn,
          c.summary,
          c.summaryEn,
          courseArtUrl(c.pose, brandArtColour[brand]),
          c.minutes,
          c.price,
          c.vipPrice,
          JSON.stringify(c.outline),
          JSON.stringify(c.outlineEn),
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
      titleEn: course.titleEn,
      cover: courseArtUrl(course.pose, brandArtColour[brand]),
      amount: course.price,
      classTime: new Date(chinaTime(clock(), course.classes[0]!.day, course.classes[0]!.hour)).toISOString(),
      detail: { classId },
    });
    holdSeat(db, { orderNo: order.orderNo, userId, courseId: base + course.n, classId, couponId: null });
    markPaid(db, clock, order.orderNo, `seed-${order.orderNo}`);
  }
}

/**
 * Fills what a database seeded by an older stand-in lacks, by the seed's fixed ids and Chinese texts:
 * English texts, the drawn covers, and the English titles and covers of course orders taken before.
 * Only empty values are filled, so it runs at every start at no cost and never overwrites.
 */
function completeSeededRows(db: Db): void {
  for (const [brand, base] of Object.entries(courseBrands) as [CourseBrand, number][]) {
    seedCoaches[brand].forEach((c, i) =>
      db
        .prepare(
          "UPDATE course_coaches SET name_en = ?, title_en = ? WHERE id = ? AND brand = ? AND name_en = ''",
        )
        .run(c.nameEn, c.titleEn, base + i + 1, brand),
    );
    for (const c of seedCourses) {
      const id = base + c.n;
      db.prepare(
        `UPDATE courses SET title_en = ?, summary_en = ?, outline_en = ?
         WHERE id = ? AND brand = ? AND title = ? AND title_en = ''`,
      ).run(c.titleEn, c.summaryEn, JSON.stringify(c.outlineEn), id, brand, c.title);
      db.prepare('UPDATE courses SET cover = ? WHERE id = ? AND brand = ? AND cover IS NULL').run(
        courseArtUrl(c.pose, brandArtColour[brand]),
        id,
        brand,
      );
    }
  }
  for (const s of starterCoupons)
    db.prepare("UPDATE user_coupons SET title_en = ? WHERE title = ? AND title_en = ''").run(
      s.titleEn,
      s.title,
    );
  for (const f of freeTemplate)
    db.prepare("UPDATE free_classes SET title_en = ?, coach_en = ? WHERE title = ? AND title_en = ''").run(
      f.titleEn,
      f.coachEn,
      f.title,
    );
  // Course orders snapshot the course at purchase; older ones get its English title and cover.
  db.prepare(
    `UPDATE orders SET
       title_en = (SELECT c.title_en FROM courses c WHERE CAST(c.id AS TEXT) = orders.ref_id AND c.title = orders.title),
       cover = (SELECT c.cover FROM courses c WHERE CAST(c.id AS TEXT) = orders.ref_id)
     WHERE kind = 'course' AND title_en = '' AND cover = ''
       AND EXISTS (SELECT 1 FROM courses c WHERE CAST(c.id AS TEXT) = orders.ref_id AND c.title = orders.title)`,
  ).run();
}
