import { describe, expect, it } from 'vitest';
import { CERT_CODES, examBooking, examOptions, renewal, renewalOptions } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const DAY = 86_400_000;
type Slot = { id: number; seats: number; seatsLeft: number; bookable: boolean; startsAt: string };
type Api = ReturnType<typeof devApi>;

/** A stand-in whose clock the test moves. */
function clocked() {
  let now = TEST_NOW;
  const api = devApi({ now: () => now });
  return { api, tick: (ms: number) => (now += ms), now: () => now };
}

const tokenOf = async (api: Api, subApp: string, phone: string) => ({
  AUTHORIZE_TOKEN: await api.signIn(subApp, phone),
});

async function slots(api: Api, h: Record<string, string>, subApp = 'onmat'): Promise<Slot[]> {
  const o = (await api.call('GET', `/api/certificates/exam/options?subApp=${subApp}`, undefined, h)).json
    .data;
  return examOptions.parse(o).centres.flatMap((c) => c.slots);
}
const book = (api: Api, h: Record<string, string>, slotId: number, subApp = 'onmat') =>
  api.call('POST', `/api/certificates/exam/bookings?subApp=${subApp}`, { slotId }, h);
const pay = (api: Api, orderNo: string) =>
  api.call('POST', '/__dev/pay/notify', { orderNo, txn: `txn-${orderNo}` });

describe('exam booking stand-in', () => {
  it('lists centres and slots with seats left; a slot inside 48 h and a full one are not bookable', async () => {
    const { api } = clocked();
    const h = await tokenOf(api, 'onmat', '13800138101');
    const o = examOptions.parse(
      (await api.call('GET', '/api/certificates/exam/options?subApp=onmat', undefined, h)).json.data,
    );
    expect(o.centres.length).toBeGreaterThan(0);
    expect(o.documents.length).toBeGreaterThan(0);
    expect(o.fee).toBeGreaterThan(0);
    const all = o.centres.flatMap((c) => c.slots);
    expect(all.some((s) => s.seatsLeft === 0 && !s.bookable)).toBe(true);
    expect(all.some((s) => Date.parse(s.startsAt) - TEST_NOW < 2 * DAY && !s.bookable)).toBe(true);
    const en = (
      await api.call('GET', '/api/certificates/exam/options?subApp=onmat', undefined, {
        ...h,
        Language: 'en',
      })
    ).json.data;
    expect(en.centres[0].city).toBe('Shanghai');
  });

  it('sells the last seat once: parallel bookings, one wins, the others hear 4853', async () => {
    const { api } = clocked();
    const tokens = await Promise.all([1, 2, 3, 4, 5].map((i) => tokenOf(api, 'onmat', `1380013811${i}`)));
    const last = (await slots(api, tokens[0]!)).find((s) => s.bookable && s.seatsLeft === 1)!;
    const answers = await Promise.all(tokens.map((h) => book(api, h, last.id)));
    const codes = answers.map((a) => a.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === CERT_CODES.examSlotFull)).toHaveLength(4);
    const after = (await slots(api, tokens[0]!)).find((s) => s.id === last.id)!;
    expect(after.seatsLeft).toBe(0);
    expect(after.bookable).toBe(false);
  });

  it('books through the cashier: pending until order.paid, then booked; one active booking per user', async () => {
    const { api } = clocked();
    const h = await tokenOf(api, 'onmat', '13800138121');
    const [a, b] = (await slots(api, h)).filter((s) => s.bookable);
    const pending = examBooking.parse((await book(api, h, a!.id)).json.data);
    expect(pending.state).toBe('pending');
    expect((await book(api, h, b!.id)).json.code).toBe(CERT_CODES.examAlreadyBooked);
    await pay(api, pending.orderNo);
    const mine = (await api.call('GET', '/api/certificates/exam/booking?subApp=onmat', undefined, h)).json
      .data;
    expect(mine.booking.state).toBe('booked');
    expect(mine.booking.paidAt).not.toBeNull();
    expect((await book(api, h, b!.id)).json.code).toBe(CERT_CODES.examAlreadyBooked);
  });

  it('holds one seat per person across the brand: a second booking through onmat-teacher is refused', async () => {
    const { api } = clocked();
    const phone = '13800138131';
    const student = await tokenOf(api, 'onmat', phone);
    const teacher = await tokenOf(api, 'onmat-teacher', phone);
    const [a, b] = (await slots(api, student)).filter((s) => s.bookable);
    expect((await book(api, student, a!.id)).json.state).toBe(1);
    expect((await book(api, teacher, b!.id, 'onmat-teacher')).json.code).toBe(CERT_CODES.examAlreadyBooked);
  });

  it('cancels before the deadline (seat back, fee refunded); refuses after it with the deadline', async () => {
    const { api, tick } = clocked();
    const h = await tokenOf(api, 'onmat', '13800138131');
    const slot = (await slots(api, h)).find((s) => s.bookable)!;
    const b = examBooking.parse((await book(api, h, slot.id)).json.data);
    await pay(api, b.orderNo);
    const cancelled = examBooking.parse(
      (await api.call('POST', `/api/certificates/exam/bookings/${b.id}/cancel?subApp=onmat`, undefined, h))
        .json.data,
    );
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.refunded).toBe(true);
    expect((await slots(api, h)).find((s) => s.id === slot.id)!.seatsLeft).toBe(slot.seatsLeft);
    const order = (await api.call('GET', `/api/orders/${b.orderNo}?subApp=onmat`, undefined, h)).json.data;
    expect(order.state).toBe('refunded');
    expect(
      (await api.call('GET', '/api/certificates/exam/booking?subApp=onmat', undefined, h)).json.data.booking,
    ).toBeNull();

    const again = examBooking.parse((await book(api, h, slot.id)).json.data);
    await pay(api, again.orderNo);
    tick(Date.parse(again.cancelBefore) - TEST_NOW + 60_000);
    const late = (
      await api.call('POST', `/api/certificates/exam/bookings/${again.id}/cancel?subApp=onmat`, undefined, h)
    ).json;
    expect(late.code).toBe(CERT_CODES.examCancelClosed);
    expect(late.data.cancelBefore).toBe(again.cancelBefore);
  });

  it('gives the seat back when the order is not paid in time or is cancelled at the cashier', async () => {
    const { api, tick } = clocked();
    const h = await tokenOf(api, 'onmat', '13800138141');
    const slot = (await slots(api, h)).find((s) => s.bookable)!;
    await book(api, h, slot.id);
    expect((await slots(api, h)).find((s) => s.id === slot.id)!.seatsLeft).toBe(slot.seatsLeft - 1);
    tick(16 * 60_000);
    expect((await slots(api, h)).find((s) => s.id === slot.id)!.seatsLeft).toBe(slot.seatsLeft);
    const b = examBooking.parse((await book(api, h, slot.id)).json.data);
    await api.call('POST', `/api/orders/${b.orderNo}/cancel?subApp=onmat`, undefined, h);
    expect((await slots(api, h)).find((s) => s.id === slot.id)!.seatsLeft).toBe(slot.seatsLeft);
  });

  it("refuses another user's booking (404) and another sub-app's token (403)", async () => {
    const { api } = clocked();
    const mine = await tokenOf(api, 'onmat', '13800138151');
    const other = await tokenOf(api, 'onmat', '13800138152');
    const slot = (await slots(api, mine)).find((s) => s.bookable)!;
    const b = examBooking.parse((await book(api, mine, slot.id)).json.data);
    const theirs = await api.call(
      'POST',
      `/api/certificates/exam/bookings/${b.id}/cancel?subApp=onmat`,
      undefined,
      other,
    );
    expect(theirs.json.code).toBe(404);
    const phala = await tokenOf(api, 'phala', '13800138151');
    expect(
      (await api.call('GET', '/api/certificates/exam/booking?subApp=onmat', undefined, phala)).json.code,
    ).toBe(403);
    expect((await book(api, phala, slot.id)).json.code).toBe(403);
    // phala's own token cannot book onmat's slot either: the slot is not its brand's.
    expect((await book(api, phala, slot.id, 'phala')).json.code).toBe(404);
  });
});

/** A number with a history (certificates earned, with credit hours), signed in on bay. */
async function holder(api: Api, phone: string) {
  await api.giveHistory(phone);
  return tokenOf(api, 'bay', phone);
}

describe('certificate renewal stand-in', () => {
  it('gives a new account no certificate to renew', async () => {
    const { api } = clocked();
    const h = await tokenOf(api, 'bay', '13800138151');
    const o = renewalOptions.parse(
      (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json.data,
    );
    expect(o.list).toEqual([]);
  });

  it('lists the user’s certificates with the server’s eligibility and credit hours', async () => {
    const { api } = clocked();
    const h = await holder(api, '13800138161');
    const o = renewalOptions.parse(
      (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json.data,
    );
    expect(o.list).toHaveLength(3);
    const [expired, expiring, valid] = [...o.list].sort(
      (a, b) => Date.parse(a.certificate.expiresAt) - Date.parse(b.certificate.expiresAt),
    );
    expect(expiring!.eligible).toBe(true);
    expect(expiring!.creditHours).toBeGreaterThanOrEqual(o.creditHoursNeeded);
    expect(expired!.reasons).toEqual(['credit_hours']);
    expect(valid!.reasons).toContain('too_early');
    expect(expiring!.credits.length).toBeGreaterThan(0);
  });

  it('renews through the cashier: the new expiry is set by order.paid; refuses an ineligible one', async () => {
    const { api } = clocked();
    const h = await holder(api, '13800138171');
    const o = renewalOptions.parse(
      (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json.data,
    );
    const ok = o.list.find((r) => r.eligible)!;
    const no = o.list.find((r) => !r.eligible)!;
    const refused = await api.call(
      'POST',
      '/api/certificates/renewal?subApp=bay',
      { certificateId: no.certificate.id },
      h,
    );
    expect(refused.json.code).toBe(CERT_CODES.renewalNotEligible);
    expect(refused.json.data.reasons).toEqual(no.reasons);
    const { orderNo } = (
      await api.call('POST', '/api/certificates/renewal?subApp=bay', { certificateId: ok.certificate.id }, h)
    ).json.data;
    const before = renewal.parse(
      (await api.call('GET', `/api/certificates/renewal/${orderNo}?subApp=bay`, undefined, h)).json.data,
    );
    expect(before.state).toBe('pending');
    expect(before.newExpiresAt).toBeNull();
    await pay(api, orderNo);
    const after = renewal.parse(
      (await api.call('GET', `/api/certificates/renewal/${orderNo}?subApp=bay`, undefined, h)).json.data,
    );
    expect(after.state).toBe('paid');
    expect(after.newExpiresAt).toBe(ok.renewedExpiresAt);
    const again = await api.call(
      'POST',
      '/api/certificates/renewal?subApp=bay',
      { certificateId: ok.certificate.id },
      h,
    );
    expect(again.json.code).toBe(CERT_CODES.renewalNotEligible);
  });

  it("refuses another user's renewal (404) and another sub-app's token (403)", async () => {
    const { api } = clocked();
    const h = await holder(api, '13800138181');
    const other = await tokenOf(api, 'bay', '13800138182');
    const list = (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json
      .data.list;
    const id = list.find((r: { eligible: boolean }) => r.eligible).certificate.id;
    const { orderNo } = (
      await api.call('POST', '/api/certificates/renewal?subApp=bay', { certificateId: id }, h)
    ).json.data;
    expect(
      (await api.call('GET', `/api/certificates/renewal/${orderNo}?subApp=bay`, undefined, other)).json.code,
    ).toBe(404);
    expect(
      (await api.call('POST', '/api/certificates/renewal?subApp=bay', { certificateId: id }, other)).json
        .code,
    ).toBe(404);
    const onmat = await tokenOf(api, 'onmat', '13800138181');
    expect(
      (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, onmat)).json.code,
    ).toBe(403);
  });
});
