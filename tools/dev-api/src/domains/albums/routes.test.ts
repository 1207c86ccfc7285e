import { describe, expect, it } from 'vitest';
import { ALBUM_CODES, albumMonthReport, albumPhotoPage, albumYearReport } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { classesOn } from './practice';

// 2026-11-26 12:00 China time: a fixed clock, so the month numbers can be checked by hand.
const NOW = Date.parse('2026-11-26T04:00:00Z');

async function student(api: ReturnType<typeof devApi>, subApp = 'onmat', phone?: string) {
  const token = await api.signIn(subApp, phone);
  const get = (path: string, h: Record<string, string> = { AUTHORIZE_TOKEN: token }) =>
    api.call('GET', path, undefined, h);
  return { token, get };
}

describe('albums stand-in', () => {
  it('pages the caller’s photos, newest first, with drawings the stand-in serves', async () => {
    const api = devApi({ now: () => NOW });
    const me = await student(api);
    const first = await me.get('/api/albums/photos?subApp=onmat&page=1&pageSize=10');
    expect(first.json.state).toBe(1);
    const page = albumPhotoPage.parse(first.json.data);
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeGreaterThan(20);
    const days = page.list.map((p) => p.day);
    expect([...days].sort().reverse()).toEqual(days);
    expect(days[0]! <= '2026-11-26').toBe(true);
    const art = await api.app.request(page.list[0]!.src);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    const second = albumPhotoPage.parse(
      (await me.get('/api/albums/photos?subApp=onmat&page=2&pageSize=10')).json.data,
    );
    expect(second.list[0]!.day <= days[9]!).toBe(true);
    expect(second.list.map((p) => p.id)).not.toContain(page.list[0]!.id);
  });

  it('never shows another student’s photos', async () => {
    const api = devApi({ now: () => NOW });
    const a = await student(api, 'onmat', '13800138000');
    await api.giveHistory('13900139000');
    const b = await student(api, 'onmat', '13900139000');
    const ids = async (s: typeof a) =>
      albumPhotoPage
        .parse((await s.get('/api/albums/photos?subApp=onmat&page=1&pageSize=50')).json.data)
        .list.map((p) => p.id);
    const mine = await ids(a);
    const theirs = await ids(b);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    // The same student reads the same album again.
    expect(await ids(a)).toEqual(mine);
  });

  it('a new account has no photos and no classes, and its first month is this one', async () => {
    const api = devApi({ now: () => NOW });
    const fresh = await student(api, 'onmat', '13700137000');
    const photos = albumPhotoPage.parse(
      (await fresh.get('/api/albums/photos?subApp=onmat&page=1&pageSize=10')).json.data,
    );
    expect(photos).toMatchObject({ list: [], total: 0 });
    const month = albumMonthReport.parse((await fresh.get('/api/albums/month?subApp=onmat')).json.data);
    expect(month).toMatchObject({ classes: 0, days: [], firstMonth: '2026-11' });
    const year = albumYearReport.parse(
      (await fresh.get('/api/albums/year?subApp=onmat&year=2026')).json.data,
    );
    expect(year).toMatchObject({ classes: 0, days: 0, longestStreak: 0 });
    // Given a history, the same account has one, starting no later than the window allows.
    await api.giveHistory('13700137000');
    const later = albumPhotoPage.parse(
      (await fresh.get('/api/albums/photos?subApp=onmat&page=1&pageSize=10')).json.data,
    );
    expect(later.total).toBeGreaterThan(20);
  });

  it('refuses a signed-out caller and another sub-app’s token', async () => {
    const api = devApi({ now: () => NOW });
    const phala = await student(api, 'phala');
    const none = await api.call('GET', '/api/albums/photos?subApp=onmat');
    expect(none.json.code).toBe(403);
    const other = await phala.get('/api/albums/photos?subApp=onmat');
    expect(other.json.code).toBe(403);
    const month = await phala.get('/api/albums/month?subApp=onmat');
    expect(month.json.code).toBe(403);
    expect((await phala.get('/api/albums/month?subApp=phala')).json.state).toBe(1);
  });

  it('computes a month’s report from the practice records', async () => {
    const api = devApi({ now: () => NOW });
    const me = await student(api);
    const res = await me.get('/api/albums/month?subApp=onmat&month=2026-10', {
      AUTHORIZE_TOKEN: me.token,
      Language: 'en',
    });
    const r = albumMonthReport.parse(res.json.data);
    // The same records by hand, from the signed-in user's id.
    const uid = api.auth.userOf(me.token, 'onmat')!.id;
    const classes = Array.from({ length: 31 }, (_, i) =>
      classesOn(uid, 'onmat', `2026-10-${String(i + 1).padStart(2, '0')}`),
    ).flat();
    expect(r.classes).toBe(classes.length);
    expect(r.minutes).toBe(classes.reduce((s, c) => s + c.minutes, 0));
    expect(r.days).toEqual([...new Set(classes.map((c) => c.day))]);
    expect(r.month).toBe('2026-10');
    expect(r.today).toBe('2026-11-26');
    expect(r.classes).toBeGreaterThan(0);
    expect(r.days.every((d) => d.startsWith('2026-10-'))).toBe(true);
    expect(r.classes).toBeGreaterThanOrEqual(r.days.length);
    expect(r.longestStreak).toBeGreaterThanOrEqual(1);
    expect(r.longestStreak).toBeLessThanOrEqual(r.days.length);
    expect(r.favouriteCoach).toMatch(/^Coach /);
    // The current month by default, counted up to today only.
    const now = albumMonthReport.parse((await me.get('/api/albums/month?subApp=onmat')).json.data);
    expect(now.month).toBe('2026-11');
    expect(now.days.every((d) => d <= '2026-11-26')).toBe(true);
    expect(now.favouriteCoach).toMatch(/老师$/);
  });

  it('refuses a future month and a malformed one', async () => {
    const api = devApi({ now: () => NOW });
    const me = await student(api);
    const future = await me.get('/api/albums/month?subApp=onmat&month=2026-12');
    expect(future.json.code).toBe(ALBUM_CODES.monthNotFound);
    expect(future.json.msg).toBe('这个月还没有到，暂时没有练习报告');
    const bad = await me.get('/api/albums/month?subApp=onmat&month=2026-13');
    expect(bad.json.state).not.toBe(1);
  });

  it('a month before the records began has no classes', async () => {
    const api = devApi({ now: () => NOW });
    const me = await student(api);
    const r = albumMonthReport.parse(
      (await me.get('/api/albums/month?subApp=onmat&month=2021-01')).json.data,
    );
    expect(r).toMatchObject({ classes: 0, minutes: 0, favouriteCoach: null, longestStreak: 0, days: [] });
    expect(r.firstMonth).toBe('2022-11');
  });

  it('computes a year’s report, the same as its months added up, and refuses a future year', async () => {
    const api = devApi({ now: () => NOW });
    const me = await student(api);
    const y = albumYearReport.parse((await me.get('/api/albums/year?subApp=onmat&year=2024')).json.data);
    let classes = 0;
    let minutes = 0;
    let days = 0;
    let streak = 0;
    for (let m = 1; m <= 12; m++) {
      const r = albumMonthReport.parse(
        (await me.get(`/api/albums/month?subApp=onmat&month=2024-${String(m).padStart(2, '0')}`)).json.data,
      );
      classes += r.classes;
      minutes += r.minutes;
      days += r.days.length;
      streak = Math.max(streak, r.longestStreak);
    }
    expect(y).toMatchObject({ year: 2024, classes, minutes, days });
    expect(classes).toBeGreaterThan(100);
    expect(y.longestStreak).toBeGreaterThanOrEqual(streak);
    expect(y.favouriteCoachClasses).toBeGreaterThan(0);
    const future = await me.get('/api/albums/year?subApp=onmat&year=2027');
    expect(future.json.code).toBe(ALBUM_CODES.yearNotFound);
    const other = await me.get('/api/albums/year?subApp=phala&year=2024');
    expect(other.json.code).toBe(403);
  });
});
