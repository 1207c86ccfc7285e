import { describe, expect, it } from 'vitest';
import { coachRequest, order, type Order } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const HOUR = 3_600_000;

/** A coach with a starter schedule, a student who booked its linked class, and the studio. */
async function booked(coachPhone: string, studentPhone: string, pay = true) {
  const api = devApi();
  const coach = { AUTHORIZE_TOKEN: await api.signIn('onmat-teacher', coachPhone), Language: 'zh' };
  const seeded = await api.call('POST', '/__dev/coach-classes/schedule', {
    subApp: 'onmat-teacher',
    phone: coachPhone,
  });
  const { classId, courseId } = seeded.json.data.linked as { classId: number; courseId: number };
  const student = { AUTHORIZE_TOKEN: await api.signIn('onmat', studentPhone) };
  const detail = (
    await api.call('GET', `/api/courses/detail?subApp=onmat&courseId=${courseId}`, undefined, student)
  ).json.data as { classes: { id: number; startsAt: string }[] };
  const time = detail.classes[0]!;
  const placed = await api.call(
    'POST',
    '/api/courses/order',
    { subApp: 'onmat', courseId, classId: time.id, couponId: null, points: 0 },
    student,
  );
  const orderNo = placed.json.data.orderNo as string;
  if (pay) await api.call('POST', '/__dev/pay/notify', { orderNo, txn: `txn_${orderNo}` });
  const read = async (lang = 'zh'): Promise<Order> =>
    order.parse(
      (
        await api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, {
          ...student,
          Language: lang,
        })
      ).json.data,
    );
  const ask = async (body: Record<string, unknown>) =>
    coachRequest.parse(
      (
        await api.call(
          'POST',
          '/api/coach-classes/requests?subApp=onmat-teacher',
          { classId, ...body },
          coach,
        )
      ).json.data,
    );
  const decide = (id: number, state = 'approved') =>
    api.call('POST', `/__dev/coach-classes/requests/${id}/decide`, { state });
  return { api, time, orderNo, read, ask, decide, courseId, student };
}

describe('coach class changes reach the students’ orders', () => {
  it('the linked class is a course class time students book, at the class’s time', async () => {
    const { time, read } = await booked('13900001901', '13700001901');
    const o = await read();
    expect(o).toMatchObject({ kind: 'course', state: 'paid', classTime: time.startsAt, classChange: null });
  });

  it('an approved new time moves the booked class time and notes from and to on the order', async () => {
    const { time, read, ask, decide, api, courseId, student } = await booked('13900001902', '13700001902');
    const to = new Date(Date.parse(time.startsAt) + 24 * HOUR).toISOString();
    const r = await ask({ kind: 'time', startsAt: to, reason: '场地维护' });
    // Pending: nothing changes for the student yet.
    expect((await read()).classChange).toBeNull();
    expect((await decide(r.id)).json.state).toBe(1);
    const o = await read();
    expect(o.classTime).toBe(to);
    expect(o.state).toBe('paid');
    expect(o.classChange).toMatchObject({ kind: 'time', from: time.startsAt, to, outcome: null });
    // The course page shows the new time too.
    const detail = (
      await api.call('GET', `/api/courses/detail?subApp=onmat&courseId=${courseId}`, undefined, student)
    ).json.data as { classes: { startsAt: string }[] };
    expect(detail.classes[0]!.startsAt).toBe(to);
  });

  it('a refused new time changes nothing', async () => {
    const { time, read, ask, decide } = await booked('13900001903', '13700001903');
    const r = await ask({
      kind: 'time',
      startsAt: new Date(Date.parse(time.startsAt) + 24 * HOUR).toISOString(),
      reason: '场地维护',
    });
    await decide(r.id, 'refused');
    expect(await read()).toMatchObject({ classTime: time.startsAt, classChange: null });
  });

  it('an approved cancel refunds a paid booking through the refund path, closes an unpaid one, and stops new bookings', async () => {
    const paid = await booked('13900001904', '13700001904');
    const r = await paid.ask({ kind: 'cancel', reason: '临时有事' });
    await paid.decide(r.id);
    const o = await paid.read();
    expect(o.state).toBe('refunded');
    expect(o.classChange).toMatchObject({
      kind: 'cancel',
      from: paid.time.startsAt,
      to: null,
      outcome: 'refunded',
    });
    const again = await paid.api.call(
      'POST',
      '/api/courses/order',
      { subApp: 'onmat', courseId: paid.courseId, classId: paid.time.id, couponId: null, points: 0 },
      paid.student,
    );
    expect(again.json.state).not.toBe(1);

    const unpaid = await booked('13900001905', '13700001905', false);
    const r2 = await unpaid.ask({ kind: 'cancel', reason: '临时有事' });
    await unpaid.decide(r2.id);
    expect(await unpaid.read()).toMatchObject({ state: 'cancelled', classChange: { outcome: 'cancelled' } });
  });
});
