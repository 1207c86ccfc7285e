import { describe, expect, it } from 'vitest';
import { order as orderSchema, orderPage, type Order } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { buildCourseOrder } from './order-builder';
import { courseBrands } from './seed-data';

const H = (AUTHORIZE_TOKEN: string) => ({ AUTHORIZE_TOKEN });

describe('seeded orders hang together', () => {
  it('points every course order of a course-selling sub-app at a real course, class and hold', () => {
    const { db } = devApi();
    const rows = db
      .prepare(
        `SELECT o.order_no, o.sub_app, o.ref_id, o.class_time, c.id AS course, c.brand, h.class_id, t.course_id AS class_course, t.starts_at
         FROM orders o LEFT JOIN courses c ON c.id = CAST(o.ref_id AS INTEGER)
         LEFT JOIN course_holds h ON h.order_no = o.order_no
         LEFT JOIN course_class_times t ON t.id = h.class_id
         WHERE o.kind = 'course' AND o.sub_app IN (${Object.keys(courseBrands)
           .map(() => '?')
           .join(', ')})`,
      )
      .all(...Object.keys(courseBrands)) as {
      order_no: string;
      sub_app: string;
      ref_id: string;
      class_time: string;
      course: number | null;
      brand: string | null;
      class_id: number | null;
      class_course: number | null;
      starts_at: number | null;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(2 * 12);
    const broken = rows.filter(
      (r) =>
        r.course === null ||
        r.brand !== r.sub_app ||
        r.class_id === null ||
        r.class_course !== r.course ||
        Date.parse(r.class_time) !== r.starts_at,
    );
    expect(broken.map((r) => `${r.order_no} → ${r.ref_id}`)).toEqual([]);
  });

  it.each(Object.keys(courseBrands))(
    'gives a new demo sign-in on %s an order list whose every view and buy again opens something real',
    async (subApp) => {
      const api = devApi();
      const token = await api.signIn(subApp, '13800138000');
      const list = orderPage.parse(
        (await api.call('GET', `/api/orders?subApp=${subApp}&pageSize=50`, undefined, H(token))).json.data,
      ).list;
      const views = new Set(list.filter((o) => o.kind === 'course').map((o) => `${o.state}:${o.evaluated}`));
      // Every state a course order can be in is there to look at.
      for (const v of [
        'pending:false',
        'paid:false',
        'paid:true',
        'cancelled:false',
        'expired:false',
        'refunded:false',
      ])
        expect(views).toContain(v);
      for (const o of list as Order[]) {
        // View: the order's own detail.
        const detail = await api.call(
          'GET',
          `/api/orders/${o.orderNo}?subApp=${subApp}`,
          undefined,
          H(token),
        );
        expect(orderSchema.parse(detail.json.data).orderNo).toBe(o.orderNo);
        // Buy again: the course, or the deposit's offer (memberships go to vip_pay, which needs nothing).
        if (o.kind === 'course') {
          const c = await api.call('GET', `/api/courses/detail?subApp=${subApp}&courseId=${o.refId}`);
          expect([o.orderNo, c.json.state]).toEqual([o.orderNo, 1]);
        }
        if (o.kind === 'deposit') {
          const { targetKind, targetId } = o.detail as { targetKind: string; targetId: number };
          const q = `${targetKind === 'event' ? 'eventId' : 'courseId'}=${targetId}`;
          const offer = await api.call('GET', `/api/vip/deposits/offer?subApp=${subApp}&${q}`);
          expect([o.orderNo, offer.json.state]).toEqual([o.orderNo, 1]);
        }
        if (o.kind === 'course' && o.evaluated) {
          const e = await api.call(
            'GET',
            `/api/evaluations/${o.orderNo}?subApp=${subApp}`,
            undefined,
            H(token),
          );
          expect(e.json.state).toBe(1);
        }
      }
    },
  );

  it('places seeded orders days and minutes before today, whenever the stand-in starts', () => {
    const now = Date.parse('2031-03-04T05:06:07Z');
    const { db } = devApi({ now: () => now });
    const rows = db
      .prepare("SELECT created_at, state FROM orders WHERE kind = 'course' AND sub_app IN ('onmat', 'phala')")
      .all() as {
      created_at: number;
      state: string;
    }[];
    expect(rows.every((r) => r.created_at <= now && r.created_at > now - 40 * 86_400_000)).toBe(true);
    expect(rows.some((r) => r.state === 'pending')).toBe(true);
  });

  it('builds the same orders for a test as for the seed', () => {
    const api = devApi();
    const user = api.auth.userFor('86', '13900000201');
    const o = buildCourseOrder(api.db, Date.now, {
      userId: user.id,
      subApp: 'phala',
      brand: 'phala',
      courseId: 204,
      classId: 2041,
      state: 'evaluated',
      createdAt: TEST_NOW - 20 * 86_400_000,
      stars: 2,
      text: '太难了',
    });
    expect(o).toMatchObject({ state: 'paid', evaluated: true, refId: '204' });
    const review = api.db.prepare('SELECT stars, text FROM course_reviews WHERE order_no = ?').get(o.orderNo);
    expect(review).toEqual({ stars: 2, text: '太难了' });
  });
});
