import { describe, expect, it } from 'vitest';
import { COURSE_CODES, freeDay } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const book = (api: ReturnType<typeof devApi>, token: string, classId: number) =>
  api.call('POST', '/api/courses/free/book', { subApp: 'phala', classId }, { AUTHORIZE_TOKEN: token });

describe('daily free classes', () => {
  it('lists today with seats left, one full', async () => {
    const day = freeDay.parse((await devApi().call('GET', '/api/courses/free?subApp=phala')).json.data);
    expect(day.classes.map((c) => c.seatsLeft)).toEqual([8, 0, 1]);
    expect(day.bookedClassId).toBeNull();
  });

  it('books one class per user per day', async () => {
    const api = devApi();
    const token = await api.signIn('phala', '13900000011');
    const { classes } = (await api.call('GET', '/api/courses/free?subApp=phala')).json.data;
    expect((await book(api, token, classes[0].id)).json.state).toBe(1);
    const second = await book(api, token, classes[2].id);
    expect([second.json.code, second.json.msg]).toEqual([COURSE_CODES.freeAlready, '你今天已预约过免费课']);
    const mine = await api.call('GET', '/api/courses/free?subApp=phala', undefined, {
      AUTHORIZE_TOKEN: token,
    });
    expect(mine.json.data.bookedClassId).toBe(classes[0].id);
    // Another brand's day is its own.
    const onmat = await api.signIn('onmat', '13900000011');
    const other = (await api.call('GET', '/api/courses/free?subApp=onmat')).json.data.classes[0].id;
    const res = await api.call(
      'POST',
      '/api/courses/free/book',
      { subApp: 'onmat', classId: other },
      { AUTHORIZE_TOKEN: onmat },
    );
    expect(res.json.state).toBe(1);
  });

  it('refuses a full class and gives the last seat to one of two users', async () => {
    const api = devApi();
    const [a, b] = [await api.signIn('phala', '13900000012'), await api.signIn('phala', '13900000013')];
    const { classes } = (await api.call('GET', '/api/courses/free?subApp=phala')).json.data;
    expect((await book(api, a, classes[1].id)).json.code).toBe(COURSE_CODES.freeFull);
    const both = await Promise.all([book(api, a, classes[2].id), book(api, b, classes[2].id)]);
    expect(both.map((r) => r.json.code).sort()).toEqual([200, COURSE_CODES.freeFull]);
  });

  it('refuses a class that has started, in the caller’s language', async () => {
    const api = devApi();
    const token = await api.signIn('phala', '13900000014');
    const made = await api.call('POST', '/__dev/courses/free-class', {
      subApp: 'phala',
      title: '刚开始的体验课',
      startsInMinutes: -1,
    });
    const started = made.json.data.id as number;
    const zh = await book(api, token, started);
    expect([zh.json.code, zh.json.msg]).toEqual([
      COURSE_CODES.freeStarted,
      '这节免费课已经开始，不能再预约了',
    ]);
    const en = await api.call(
      'POST',
      '/api/courses/free/book',
      { subApp: 'phala', classId: started },
      { AUTHORIZE_TOKEN: token, Language: 'en' },
    );
    expect(en.json.msg).toBe('This free class has already started and can no longer be booked');
    const day = (
      await api.call('GET', '/api/courses/free?subApp=phala', undefined, { AUTHORIZE_TOKEN: token })
    ).json.data;
    expect(day.bookedClassId).toBeNull(); // nothing taken: the day's one booking is still free
    expect(day.classes.find((c: { id: number }) => c.id === started).seatsLeft).toBe(10);
  });

  it('refuses a template class once the clock passes its start, even on a list loaded before', async () => {
    let now = TEST_NOW;
    const api = devApi({ now: () => now });
    const token = await api.signIn('phala', '13900000015');
    const first = (await api.call('GET', '/api/courses/free?subApp=phala')).json.data.classes[0];
    // Every class of a new day is still to come, whatever the hour.
    expect(Date.parse(first.startsAt)).toBeGreaterThan(now);
    now = Date.parse(first.startsAt);
    expect((await book(api, token, first.id)).json.code).toBe(COURSE_CODES.freeStarted);
  });

  it('books a class moved past midnight on the day it was listed, after midnight too', async () => {
    let now = Date.parse('2026-11-26T15:50:00Z'); // 23:50 in China: the day's classes start after midnight
    const api = devApi({ now: () => now });
    const token = await api.signIn('phala', '13900000016');
    const day = freeDay.parse((await api.call('GET', '/api/courses/free?subApp=phala')).json.data);
    expect(day.date).toBe('2026-11-26');
    const later = day.classes[2]!; // the one with a seat left (the second is full)
    expect(Date.parse(later.startsAt)).toBeGreaterThan(Date.parse('2026-11-26T16:05:00Z'));
    now = Date.parse('2026-11-26T16:05:00Z'); // 00:05, the next China day: the list is still open
    const res = await book(api, token, later.id);
    expect([res.json.state, res.json.data?.date]).toEqual([1, '2026-11-26']);
  });

  it('needs a sign-in to book', async () => {
    expect((await book(devApi(), 'nope-0123456789', 1)).json.code).toBe(403);
  });
});
