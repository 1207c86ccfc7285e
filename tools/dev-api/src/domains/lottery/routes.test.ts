import { describe, expect, it } from 'vitest';
import { LOTTERY_CODES, lotteryActivity, lotteryDraw, lotteryWin, pointsPage } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/lottery';
const q = '?subApp=slim';
const DAY = 86_400_000;
const address = {
  name: '王小明',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号 2 单元',
};

function stand(opts: Parameters<typeof devApi>[0] = {}) {
  const api = devApi(opts);
  const as = async (phone = '13900000001', subApp = 'slim') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    const get = (path: string) => api.call('GET', path, undefined, headers);
    const post = (path: string, body?: unknown) => api.call('POST', path, body, headers);
    const spin = (id: number, key: string) => post(`${base}/activities/${id}/draw${q}`, { key });
    return { headers, get, post, spin };
  };
  const goodsOnly = async () =>
    (await api.call('POST', '/__dev/lottery/activities', { subApp: 'slim' })).json.data.id as number;
  return { api, as, goodsOnly };
}

describe('lottery stand-in', () => {
  it('shows the activity signed out (no chances) and signed in (chances left), in the caller’s language', async () => {
    const { api, as } = stand();
    const out = lotteryActivity.parse((await api.call('GET', `${base}/activities/1${q}`)).json.data);
    expect(out).toMatchObject({ state: 'running', chancesPerUser: 3, chancesLeft: null });
    expect(out.prizes.map((p) => p.kind)).toEqual([
      'points',
      'thanks',
      'coupon',
      'points',
      'goods',
      'thanks',
    ]);
    const me = await as();
    expect((await me.get(`${base}/activities/1${q}`)).json.data.chancesLeft).toBe(3);
    const en = await api.call('GET', `${base}/activities/2${q}`, undefined, { Language: 'en' });
    expect(en.json.data).toMatchObject({ state: 'upcoming', title: 'New Year prize wheel' });
    expect((await api.call('GET', `${base}/activities/3${q}`)).json.data.state).toBe('ended');
    // another sub-app's activity and an unknown one: not found
    expect((await api.call('GET', `${base}/activities/1?subApp=onmat`)).json.code).toBe(404);
    expect((await api.call('GET', `${base}/activities/99${q}`)).json.code).toBe(404);
  });

  it('replays a key without using a chance; the client cannot name a prize', async () => {
    const { as } = stand();
    const me = await as();
    const first = lotteryDraw.parse((await me.spin(1, 'key-aaaa-0001')).json.data);
    expect(first).toMatchObject({ replayed: false, chancesLeft: 2 });
    const again = lotteryDraw.parse((await me.spin(1, 'key-aaaa-0001')).json.data);
    expect(again).toMatchObject({ replayed: true, chancesLeft: 2, prize: first.prize, winId: first.winId });
    // a prize named in the body is refused by the contract (only the key is read)
    const named = await me.post(`${base}/activities/1/draw${q}`, { key: 'key-aaaa-0002', prizeId: 5 });
    expect(lotteryDraw.parse(named.json.data).chancesLeft).toBe(1);
    expect((await me.spin(1, 'short')).json.code).toBe(400);
  });

  it('never gives more draws than chances, even when they come at once', async () => {
    const { as } = stand();
    const me = await as();
    const all = await Promise.all(Array.from({ length: 8 }, (_, i) => me.spin(1, `burst-key-${i}`)));
    const won = all.filter((r) => r.json.state === 1);
    expect(won).toHaveLength(3);
    expect(all.filter((r) => r.json.code === LOTTERY_CODES.noChances)).toHaveLength(5);
    expect((await me.get(`${base}/activities/1${q}`)).json.data.chancesLeft).toBe(0);
    // a key that drew still answers its draw, without a chance left
    const first = all.findIndex((r) => r.json.state === 1);
    const replay = lotteryDraw.parse((await me.spin(1, `burst-key-${first}`)).json.data);
    expect(replay).toMatchObject({ replayed: true, chancesLeft: 0, prize: won[0]!.json.data.prize });
  });

  it('never gives away more of a prize than its stock, across users at once', async () => {
    const { as, goodsOnly } = stand();
    const id = await goodsOnly();
    // the goods-only activity has 100 mats and nothing else in stock: 105 draws at once by 35 users
    const users = await Promise.all(
      Array.from({ length: 35 }, (_, i) => as(`1390000${String(i).padStart(4, '0')}`)),
    );
    const draws = await Promise.all(
      users.flatMap((u, i) => [0, 1, 2].map((k) => u.spin(id, `stock-${i}-${k}`))),
    );
    const ok = draws.filter((r) => r.json.state === 1);
    expect(ok).toHaveLength(100);
    expect(ok.every((r) => r.json.data.prize.kind === 'goods')).toBe(true);
    expect(draws.filter((r) => r.json.code === LOTTERY_CODES.soldOut)).toHaveLength(5);
  });

  it('refuses a draw before the start and after the end, and without a token of this sub-app', async () => {
    const { api, as } = stand();
    const me = await as();
    expect((await me.spin(2, 'early-key-1')).json.code).toBe(LOTTERY_CODES.notStarted);
    expect((await me.spin(3, 'late-key-01')).json.code).toBe(LOTTERY_CODES.ended);
    expect((await api.call('POST', `${base}/activities/1/draw${q}`, { key: 'nobody-key-1' })).json.code).toBe(
      403,
    );
    const onmat = await as('13900000002', 'onmat');
    const other = await api.call(
      'POST',
      `${base}/activities/1/draw${q}`,
      { key: 'onmat-key-1' },
      onmat.headers,
    );
    expect(other.json.code).toBe(403);
    expect((await onmat.spin(1, 'onmat-key-2')).json.code).toBe(403);
  });

  it('pays a points prize into the points ledger', async () => {
    const { as } = stand();
    const me = await as();
    let points = 0;
    for (let i = 0; i < 3; i++) {
      const d = lotteryDraw.parse((await me.spin(1, `points-key-${i}`)).json.data);
      points += d.prize.points ?? 0;
    }
    const ledger = pointsPage.parse((await me.get(`/api/points/ledger${q}&page=1&pageSize=10`)).json.data);
    expect(ledger.list.reduce((s, e) => s + e.delta, 0)).toBe(points);
    expect(ledger.list.every((e) => e.reason === 'bonus' && e.title === '会员福利大转盘')).toBe(true);
  });

  it('saves a physical prize’s address once; another user’s prize and another kind are not found', async () => {
    const { as, goodsOnly } = stand();
    const me = await as();
    const id = await goodsOnly();
    const d = lotteryDraw.parse((await me.spin(id, 'mat-key-0001')).json.data);
    expect(d.prize.kind).toBe('goods');
    const wins = (await me.get(`${base}/activities/${id}/wins${q}`)).json.data as unknown[];
    expect(wins.map((w) => lotteryWin.parse(w).id)).toEqual([d.winId]);
    const before = lotteryWin.parse((await me.get(`${base}/wins/${d.winId}${q}`)).json.data);
    expect(before).toMatchObject({ address: null, shipBy: null });
    const bad = await me.post(`${base}/wins/${d.winId}/address${q}`, { ...address, phone: '123' });
    expect(bad.json.code).toBe(400);
    // Region names that are not their codes' (a script in a place name) are refused.
    for (const region of [
      ['浙江省', '杭州市', '<img src=x onerror=a'],
      ['江苏省', '杭州市', '西湖区'],
    ]) {
      const forged = await me.post(`${base}/wins/${d.winId}/address${q}`, { ...address, region });
      expect(forged.json).toMatchObject({ code: 400, msg: '请选择所在地区' });
    }
    const saved = lotteryWin.parse((await me.post(`${base}/wins/${d.winId}/address${q}`, address)).json.data);
    expect(saved.address).toMatchObject({ name: '王小明', region: ['浙江省', '杭州市', '西湖区'] });
    expect(Date.parse(saved.shipBy!) - TEST_NOW).toBeGreaterThan(5 * DAY);
    expect((await me.post(`${base}/wins/${d.winId}/address${q}`, address)).json.code).toBe(
      LOTTERY_CODES.alreadyClaimed,
    );
    const other = await as('13900000003');
    expect((await other.get(`${base}/wins/${d.winId}${q}`)).json.code).toBe(404);
    expect((await other.post(`${base}/wins/${d.winId}/address${q}`, address)).json.code).toBe(404);
    const onmat = await as('13900000001', 'onmat');
    expect((await onmat.get(`${base}/wins/${d.winId}?subApp=onmat`)).json.code).toBe(404);
    // the demo student's seeded mat
    const demo = await as('13800138000');
    expect(lotteryWin.parse((await demo.get(`${base}/wins/1${q}`)).json.data).prize.kind).toBe('goods');
  });
});
