import { describe, expect, it } from 'vitest';
import { cardUsagePage, COURSE_MEDIA_CODES, courseCard, playback } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { cancelOrder, createOrder } from '../orders/store';
import { markPaid } from '../payments/store';

const DAY = 86_400_000;
const get = (api: ReturnType<typeof devApi>, url: string, token?: string) =>
  api.call('GET', url, undefined, token ? { AUTHORIZE_TOKEN: token } : {});
const userId = (api: ReturnType<typeof devApi>, phone: string) =>
  (api.db.prepare("SELECT id FROM users WHERE area_code = '86' AND phone = ?").get(phone) as { id: number })
    .id;

describe('course cards', () => {
  it('shows the owner the balance, and the public facts only to others', async () => {
    const api = devApi();
    const owner = await get(api, '/api/course-media/cards/1?subApp=onmat', await api.signIn('onmat'));
    const card = courseCard.parse(owner.json.data);
    expect(card).toMatchObject({ name: '流瑜伽 30 次卡', viewer: 'owner', totalSessions: 30 });
    expect(card.balance).toMatchObject({ usedSessions: 23, sessionsLeft: 7, daysLeft: 45, state: 'active' });
    expect(card.courses.map((c) => c.id)).toEqual([101, 102, 103]);
    const guest = courseCard.parse((await get(api, '/api/course-media/cards/1?subApp=onmat')).json.data);
    expect(guest).toMatchObject({ viewer: 'guest', balance: null, courses: card.courses });
    const other = await get(
      api,
      '/api/course-media/cards/1?subApp=onmat',
      await api.signIn('onmat', '13900139000'),
    );
    expect(other.json.data).toMatchObject({ viewer: 'other', balance: null });
  });

  it('reads used-up and expired from the counts and the clock', async () => {
    let now = TEST_NOW;
    const api = devApi({ now: () => now });
    const token = await api.signIn('phala');
    const state = async (id: number) =>
      (await get(api, `/api/course-media/cards/${id}?subApp=phala`, token)).json.data.balance;
    expect(await state(5)).toMatchObject({ state: 'used-up', sessionsLeft: 0, daysLeft: 20 });
    expect(await state(6)).toMatchObject({ state: 'expired', daysLeft: 0 });
    expect((await state(4)).state).toBe('active');
    now += 44 * DAY + 1;
    expect(await state(4)).toMatchObject({ state: 'active', daysLeft: 1 });
    now += DAY;
    expect(await state(4)).toMatchObject({ state: 'expired', daysLeft: 0 });
  });

  it('answers not found for another sub-app’s card or an unknown id', async () => {
    const api = devApi();
    for (const url of ['/api/course-media/cards/4?subApp=onmat', '/api/course-media/cards/999?subApp=onmat'])
      expect((await get(api, url)).json).toMatchObject({
        state: 0,
        code: COURSE_MEDIA_CODES.cardNotFound,
        msg: '课程卡不存在',
      });
    expect((await get(api, '/api/course-media/cards/abc?subApp=onmat')).json.code).toBe(400);
  });

  it('pages the owner’s usage newest first; 403 signed out, not found for someone else', async () => {
    const api = devApi();
    const token = await api.signIn('onmat');
    const url = (page: number) => `/api/course-media/cards/1/usages?subApp=onmat&page=${page}&pageSize=10`;
    const first = cardUsagePage.parse((await get(api, url(1), token)).json.data);
    expect(first.total).toBe(20);
    expect(first.list).toHaveLength(10);
    expect(Date.parse(first.list[0]!.usedAt)).toBeGreaterThan(Date.parse(first.list[9]!.usedAt));
    const all = [
      first,
      ...(await Promise.all([2, 3].map(async (p) => (await get(api, url(p), token)).json.data))),
    ];
    expect(all.flatMap((p) => p.list).reduce((n: number, u: { sessions: number }) => n + u.sessions, 0)).toBe(
      23,
    );
    expect((await get(api, url(1))).json.code).toBe(403);
    const stranger = await api.signIn('onmat', '13900139000');
    expect((await get(api, url(1), stranger)).json.code).toBe(COURSE_MEDIA_CODES.cardNotFound);
  });
});

describe('playback ownership', () => {
  it('gives the demo user the full video through a paid order or a grant, and a preview otherwise', async () => {
    const api = devApi();
    const token = await api.signIn('onmat');
    const access = async (id: number, t?: string) =>
      playback.parse((await get(api, `/api/course-media/playbacks/${id}?subApp=onmat`, t)).json.data);
    const byOrder = await access(1, token);
    expect(byOrder).toMatchObject({ access: 'full', courseId: 105, durationSec: 120, previewSec: 30 });
    expect(byOrder.videoUrl).toMatch(/^\/api\/course-media\/playbacks\/1\/video\?ticket=/);
    expect((await access(2, token)).access).toBe('full');
    expect(await access(3, token)).toMatchObject({
      access: 'preview',
      videoUrl: '/api/course-media/playbacks/3/preview',
    });
    expect(await access(1)).toMatchObject({ access: 'preview', userId: null });
    expect((await get(api, '/api/course-media/playbacks/4?subApp=onmat', token)).json.code).toBe(
      COURSE_MEDIA_CODES.playbackNotFound,
    );
  });

  it('follows the backbone: a pending order does not count, paid does, refunded no longer does', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13900139000');
    const access = async () =>
      (await get(api, '/api/course-media/playbacks/3?subApp=onmat', token)).json.data.access;
    const clock = () => TEST_NOW;
    const order = createOrder(api.db, clock, {
      userId: userId(api, '13900139000'),
      subApp: 'onmat',
      kind: 'course',
      refId: 102,
      title: '肩颈放松理疗课',
      amount: 3900,
      classTime: new Date(TEST_NOW + 3 * DAY).toISOString(),
    });
    expect(await access()).toBe('preview');
    markPaid(api.db, clock, order.orderNo, 'txn-course-media-1');
    expect(await access()).toBe('full');
    // The same course bought on phala does not open onmat's recording, and vice versa.
    expect(
      (await get(api, '/api/course-media/playbacks/6?subApp=phala', await api.signIn('phala', '13900139000')))
        .json.data.access,
    ).toBe('preview');
    cancelOrder(api.db, clock, order.orderNo, { userId: userId(api, '13900139000'), subApp: 'onmat' });
    expect(await access()).toBe('preview');
  });
});
