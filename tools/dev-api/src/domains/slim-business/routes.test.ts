import { describe, expect, it } from 'vitest';
import {
  SLIM_BUSINESS_CODES,
  businessCourse,
  coachSigning,
  courseOrderData,
  examData,
  handbookOrderPage,
  order,
} from '@yoga/contract';
import { devApi } from '../../test-helpers';

const q = '?subApp=slim';
const buyerBody = { courseId: 1, handbookId: 1, quantity: 3, buyerName: '张三', buyerPhone: '13912345678' };

async function session(api = devApi(), phone?: string, subApp = 'slim') {
  const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
  const get = (path: string, lang?: string) =>
    api.call('GET', `/api/slim-business/${path}`, undefined, {
      ...headers,
      ...(lang ? { Language: lang } : {}),
    });
  const buy = (body: object) => api.call('POST', `/api/slim-business/orders${q}`, body, headers);
  return { api, headers, get, buy };
}

describe('slim-business stand-in', () => {
  it('shows a course with its editions to anyone, and says whose it is', async () => {
    const api = devApi();
    const visitor = businessCourse.parse(
      (await api.call('GET', `/api/slim-business/courses/1${q}`)).json.data,
    );
    expect(visitor).toMatchObject({ id: 1, mine: false, examId: 1 });
    expect(visitor.handbooks.map((h) => h.price)).toEqual([3900, 6900]);
    const owner = await session(api);
    expect(businessCourse.parse((await owner.get(`courses/1${q}`)).json.data).mine).toBe(true);
    expect(businessCourse.parse((await owner.get(`courses/1${q}`, 'en')).json.data).title).toBe(
      '21-day posture reset programme',
    );
    expect((await owner.get(`courses/99${q}`)).json.code).toBe(SLIM_BUSINESS_CODES.courseNotFound);
  });

  it('orders handbooks as a pending store order, takes them from what is left, and pays through the cashier', async () => {
    const me = await session(devApi(), '13700000851');
    const before = businessCourse.parse((await me.get(`courses/1${q}`)).json.data).handbooks[0]!.left;
    const placed = order.parse((await me.buy(buyerBody)).json.data);
    expect(placed).toMatchObject({ kind: 'store', state: 'pending', amount: 3 * 3900 });
    expect(businessCourse.parse((await me.get(`courses/1${q}`)).json.data).handbooks[0]!.left).toBe(
      before - 3,
    );
    await me.api.call('POST', '/__dev/pay/notify', { orderNo: placed.orderNo, txn: 'txn_biz_1' });
    const mine = handbookOrderPage.parse((await me.get(`orders${q}`)).json.data);
    expect(mine.list[0]).toMatchObject({ orderNo: placed.orderNo, state: 'paid', quantity: 3 });
  });

  it('refuses a quantity outside the limits, more than is left, and a bad buyer', async () => {
    const me = await session(devApi(), '13700000852');
    const tooMany = await me.buy({ ...buyerBody, quantity: 51 });
    expect(tooMany.json).toMatchObject({ code: SLIM_BUSINESS_CODES.badQuantity, data: { min: 1, max: 50 } });
    const other = await me.buy({ ...buyerBody, handbookId: 3 });
    expect(other.json.code).toBe(SLIM_BUSINESS_CODES.handbookNotFound);
    expect((await me.buy({ ...buyerBody, buyerName: 'x' })).json.state).not.toBe(1);
    expect((await me.buy({ ...buyerBody, buyerPhone: '123' })).json.state).not.toBe(1);
    // 200 coach handbooks, some sold already, 20 a time by different buyers: the order that asks for
    // more than is left is told what is.
    let refusal: { code: number; data: { left: number } } | null = null;
    let last = me;
    for (let i = 0; i < 10 && !refusal; i++) {
      last = await session(me.api, `1370000086${i}`);
      const r = await last.buy({ ...buyerBody, handbookId: 2, quantity: 20 });
      if (r.json.state !== 1) refusal = r.json;
    }
    expect(refusal).toMatchObject({ code: SLIM_BUSINESS_CODES.notEnoughStock });
    expect(refusal!.data.left).toBeLessThan(20);
    const rest = await last.buy({ ...buyerBody, handbookId: 2, quantity: refusal!.data.left });
    expect(rest.json.state).toBe(1);
  });

  it('caps one buyer’s unpaid handbooks at one order’s worth: nine holds of 20 cannot empty the stock', async () => {
    const api = devApi();
    const hoarder = await session(api, '13700000870');
    const left = async () =>
      businessCourse.parse((await hoarder.get(`courses/1${q}`)).json.data).handbooks.find((h) => h.id === 2)!
        .left;
    const before = await left();
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push((await hoarder.buy({ ...buyerBody, handbookId: 2, quantity: 20 })).json);
    const placed = answers.filter((a) => a.state === 1);
    expect(placed.length).toBeLessThanOrEqual(2);
    expect(answers.at(-1)).toMatchObject({ code: SLIM_BUSINESS_CODES.holdLimit });
    expect(answers.at(-1)!.msg).toContain('待支付');
    expect(await left()).toBe(before - 20 * placed.length);
    // Paying frees the room: the next order goes through.
    await api.call('POST', '/__dev/pay/notify', { orderNo: placed[0]!.data.orderNo, txn: 'txn_biz_hold' });
    expect((await hoarder.buy({ ...buyerBody, handbookId: 2, quantity: 20 })).json.state).toBe(1);
  });

  it('counts paid orders in the owner’s statistics, by edition too, and refuses anyone else', async () => {
    const api = devApi();
    const owner = await session(api);
    const all = courseOrderData.parse((await owner.get(`courses/1/stats${q}`)).json.data);
    expect(all.days).toHaveLength(30);
    expect(all.totals.orders).toBeGreaterThan(0);
    const buyer = await session(api, '13700000853');
    const placed = order.parse((await buyer.buy(buyerBody)).json.data);
    const unpaid = courseOrderData.parse((await owner.get(`courses/1/stats${q}`)).json.data);
    expect(unpaid.totals.orders).toBe(all.totals.orders);
    await api.call('POST', '/__dev/pay/notify', { orderNo: placed.orderNo, txn: 'txn_biz_2' });
    const paid = courseOrderData.parse((await owner.get(`courses/1/stats${q}`)).json.data);
    expect(paid.totals).toEqual({
      orders: all.totals.orders + 1,
      paidAmount: all.totals.paidAmount + 3 * 3900,
      handbooks: all.totals.handbooks + 3,
    });
    expect(paid.days.at(-1)!.orders).toBeGreaterThanOrEqual(1);
    const coach = courseOrderData.parse((await owner.get(`courses/1/stats${q}&sku=2`)).json.data);
    expect(coach.sku).toBe(2);
    expect(coach.totals.orders).toBeLessThan(paid.totals.orders);
    expect((await owner.get(`courses/1/stats${q}&sku=3`)).json.code).toBe(
      SLIM_BUSINESS_CODES.handbookNotFound,
    );
    expect((await buyer.get(`courses/1/stats${q}`)).json.code).toBe(SLIM_BUSINESS_CODES.notOwner);
    expect((await owner.get(`courses/2/stats${q}`)).json.code).toBe(SLIM_BUSINESS_CODES.notOwner);
  });

  it('shows the owner an assessment with masked names', async () => {
    const api = devApi();
    const owner = await session(api);
    const exam = examData.parse((await owner.get(`exams/1${q}`)).json.data);
    expect(exam).toMatchObject({ passed: 4, failed: 2, pending: 2 });
    expect(exam.participants[0]!.name).toBe('王**');
    expect(exam.participants.every((p) => !/小雨|Zhang/.test(p.name))).toBe(true);
    expect((await owner.get(`exams/9${q}`)).json.code).toBe(SLIM_BUSINESS_CODES.examNotFound);
    const other = await session(api, '13700000854');
    expect((await other.get(`exams/1${q}`)).json.code).toBe(SLIM_BUSINESS_CODES.notOwner);
  });

  it('refuses another sub-app and its token, and a visitor where a sign-in is needed', async () => {
    const api = devApi();
    const onmat = await session(api, undefined, 'onmat');
    expect((await onmat.get('courses/1?subApp=onmat')).json.state).not.toBe(1);
    expect((await onmat.get(`orders${q}`)).json.code).toBe(403);
    expect((await api.call('GET', `/api/slim-business/orders${q}`)).json.code).toBe(403);
  });

  it('says a coach’s signed partnership, and when there is none', async () => {
    const api = devApi();
    const s = coachSigning.parse((await api.call('GET', '/api/slim-business/signings/7')).json.data);
    expect(s).toMatchObject({ teacherId: 7, agreementNo: 'SLM-2026-0007' });
    const none = await api.call('GET', '/api/slim-business/signings/8');
    expect(none.json.code).toBe(SLIM_BUSINESS_CODES.signingNotFound);
  });
});
