import { describe, expect, it } from 'vitest';
import {
  COACH_PROMOTE_CODES,
  distribution,
  promoteKit,
  sampleProduct,
  sampleReview,
  sampleShipment,
} from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/coach-promote';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
type Api = ReturnType<typeof devApi>;

async function upload(api: Api, token: string, subApp: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await api.app.request(`/api/uploads?subApp=${subApp}`, {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token },
  });
  return (await res.json()) as { code: number; data: { id: string } };
}

async function as(subApp: string, phone?: string, api = devApi()) {
  const token = await api.signIn(subApp, phone);
  const headers = { AUTHORIZE_TOKEN: token };
  return {
    api,
    token,
    get: (path: string) =>
      api.call('GET', `${base}${path}${path.includes('?') ? '&' : '?'}subApp=${subApp}`, undefined, headers),
    review: (spu: number | string, body: Record<string, unknown>) =>
      api.call('POST', `${base}/samples/${spu}/review`, { subApp, ...body }, headers),
  };
}

const text = '砖很稳，软木手感好，适合初学者。';

describe('coach-promote stand-in', () => {
  it('gives the demo coach invited students (masked) and earnings by state, relative to today', async () => {
    const me = await as('onmat-teacher');
    const d = distribution.parse((await me.get('/distribution')).json.data);
    expect(d.students).toHaveLength(5);
    expect(d.students[0]!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(TEST_NOW - Date.parse(d.students[0]!.joinedAt)).toBeLessThan(2 * 86_400_000);
    const states = d.earnings.map((e) => e.state);
    expect(states).toContain('pending');
    expect(states).toContain('settled');
    const sum = (s: string) => d.earnings.filter((e) => e.state === s).reduce((n, e) => n + e.amount, 0);
    expect(d.totals).toEqual({ pending: sum('pending'), settled: sum('settled') });
    // The link's coach is known to the student page.
    const invite = await me.api.call('GET', `/api/vip/invites/${d.teacherId}?subApp=onmat`);
    expect(invite.json.data.coach.id).toBe(d.teacherId);
  });

  it('refuses a student token on every coach endpoint, and no token at all', async () => {
    const student = await as('onmat');
    for (const path of ['/distribution', '/promote-kit', '/samples/801', '/reviews', '/shipments'])
      expect((await student.get(path)).json.code).toBe(COACH_PROMOTE_CODES.coachOnly);
    expect((await student.review(802, { rating: 5, text })).json.code).toBe(COACH_PROMOTE_CODES.coachOnly);
    // A student token named as a coach sub-app is no coach's token.
    const api = devApi();
    const studentToken = await api.signIn('onmat');
    const r = await api.call('GET', `${base}/distribution?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: studentToken,
    });
    expect(r.json.code).toBe(403);
    expect((await api.call('GET', `${base}/reviews?subApp=phala-teacher`)).json.code).toBe(403);
  });

  it('reviews a sample once with a photo of the coach’s own; it shows on the sample and the record', async () => {
    const me = await as('phala-teacher', '13900555001');
    const photo = (await upload(me.api, me.token, 'phala-teacher', PNG_1PX)).data.id;
    const made = sampleReview.parse((await me.review(802, { rating: 4, text, photoIds: [photo] })).json.data);
    expect(made).toMatchObject({
      spuId: 802,
      rating: 4,
      text,
      photos: [{ id: photo, url: `/api/uploads/${photo}` }],
    });
    expect(sampleProduct.parse((await me.get('/samples/802')).json.data).myReview?.id).toBe(made.id);
    expect((await me.get('/reviews')).json.data.map((r: { id: number }) => r.id)).toEqual([made.id]);
    expect((await me.review(802, { rating: 5, text })).json.code).toBe(COACH_PROMOTE_CODES.alreadyReviewed);
  });

  it('validates a review: stars, text length, photos of someone else, unknown samples', async () => {
    const me = await as('onmat-teacher', '13900555011');
    const other = await as('onmat-teacher', '13900555012', me.api);
    const theirs = (await upload(me.api, other.token, 'onmat-teacher', PNG_1PX)).data.id;
    expect((await me.review(803, { rating: 0, text })).json.code).toBe(400);
    expect((await me.review(803, { rating: 6, text })).json.code).toBe(400);
    expect((await me.review(803, { rating: 3, text: '太短' })).json.code).toBe(400);
    expect((await me.review(803, { rating: 3, text: 'x'.repeat(501) })).json.code).toBe(400);
    expect((await me.review(803, { rating: 3, text, photoIds: ['not-an-id'] })).json.code).toBe(400);
    expect((await me.review(803, { rating: 3, text, photoIds: [theirs] })).json.code).toBe(
      COACH_PROMOTE_CODES.photoNotYours,
    );
    expect((await me.review(999, { rating: 3, text })).json.code).toBe(COACH_PROMOTE_CODES.sampleNotFound);
    expect((await me.get('/samples/abc')).json.code).toBe(COACH_PROMOTE_CODES.sampleNotFound);
    expect((await me.get('/reviews')).json.data).toEqual([]);
  });

  it('keeps each coach’s data their own: a new coach has no students, shipments or reviews', async () => {
    const fresh = await as('onmat-teacher', '13900555021');
    const d = distribution.parse((await fresh.get('/distribution')).json.data);
    expect(d.students).toEqual([]);
    expect(d.totals).toEqual({ pending: 0, settled: 0 });
    expect((await fresh.get('/shipments')).json.data).toEqual([]);
    expect(sampleProduct.parse((await fresh.get('/samples/801')).json.data).myReview).toBeNull();
  });

  it('names the coach by the coach’s name on the kit and its share text, never a student’s sign-up name', async () => {
    const me = await as('onmat-teacher');
    const zh = promoteKit.parse((await me.get('/promote-kit')).json.data);
    expect(zh.coach.name).toBe('周雅琴');
    expect(zh.texts[0]!.text).toMatch(/^我是周雅琴，/);
    const en = await me.api.call('GET', `${base}/promote-kit?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: me.token,
      Language: 'en',
    });
    expect(en.json.data.coach.name).toBe('Yaqin Zhou');
    // A coach who never set a name: named as a coach by the number's end, not 学员1234.
    const fresh = promoteKit.parse(
      (await (await as('onmat-teacher', '13900551234')).get('/promote-kit')).json.data,
    );
    expect(fresh.coach.name).toBe('教练1234');
    expect(JSON.stringify(fresh)).not.toMatch(/学员/);
  });

  it('draws shipment timelines from the clock and words the kit in the caller’s language', async () => {
    const me = await as('onmat-teacher');
    const ships = sampleShipment.array().parse((await me.get('/shipments')).json.data);
    expect(ships.map((s) => s.state)).toEqual(['in_transit', 'delivered']);
    expect(ships[1]!.reviewed).toBe(true);
    expect(ships[1]!.events).toHaveLength(4);
    const kit = await me.api.call('GET', `${base}/promote-kit?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: me.token,
      Language: 'en',
    });
    const k = promoteKit.parse(kit.json.data);
    expect(k.posters[0]!.headline).toBe('Practise yoga with me');
    const en = await me.api.call('GET', `${base}/shipments?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: me.token,
      Language: 'en',
    });
    expect(JSON.stringify(en.json.data)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(k.texts.every((t) => !/[\u4e00-\u9fff]/.test(t.text.replace(k.coach.name, '')))).toBe(true);
  });
});
