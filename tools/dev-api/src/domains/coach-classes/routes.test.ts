import { describe, expect, it } from 'vitest';
import {
  COACH_CLASS_CODES,
  coachClassDetail,
  coachRequest,
  coachRequests,
  coachWeek,
  type CoachClass,
} from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/coach-classes';

function stand() {
  const api = devApi();
  const as = async (subApp = 'onmat-teacher', phone?: string, lang = 'zh') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone), Language: lang };
    const get = (path: string, sub = subApp) =>
      api.call('GET', `${base}${path}${path.includes('?') ? '&' : '?'}subApp=${sub}`, undefined, headers);
    const post = (path: string, body?: unknown, sub = subApp) =>
      api.call('POST', `${base}${path}?subApp=${sub}`, body, headers);
    const classes = async (w = 0) => coachWeek.parse((await get(`/week?week=${w}`)).json.data).list;
    const named = async (title: string) => (await classes()).find((c) => c.title === title) as CoachClass;
    return { headers, get, post, classes, named };
  };
  return { api, as };
}

describe('coach-classes stand-in', () => {
  it('shows my week from today with student counts, one kind, the next week, and a roster with check-ins', async () => {
    const { as } = stand();
    const me = await as();
    const list = await me.classes();
    expect(list.length).toBeGreaterThan(4);
    const starts = list.map((c) => Date.parse(c.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const midday = list.find((c) => c.title === '午间舒展')!;
    expect(midday).toMatchObject({ kind: 'group', students: 8, capacity: 15 });
    expect(list.find((c) => c.title === '力量瑜伽')!.pending).toBe('time');
    expect(list.find((c) => c.title === '睡前冥想')!.state).toBe('cancelled');
    const live = coachWeek.parse((await me.get('/week?week=0&kind=live')).json.data).list;
    expect(live.every((c) => c.kind === 'live')).toBe(true);
    expect((await me.classes(1)).map((c) => c.title)).toContain('哈他瑜伽');
    const past = (await me.classes(-1)).find((c) => c.title === '晨间流瑜伽')!;
    const roster = coachClassDetail.parse((await me.get(`/classes/${past.id}`)).json.data);
    expect(roster.roster).toHaveLength(past.students);
    expect(roster.roster.filter((s) => s.checkedInAt !== null)).toHaveLength(past.students - 1);
  });

  it('refuses an open class that clashes with my schedule, naming the clashing class; takes a free one', async () => {
    const { as } = stand();
    const me = await as('onmat-teacher', undefined, 'en');
    const open = (await me.get('/open')).json.data as CoachClass[];
    const clashing = open.find((c) => c.title === 'Pilates basics')!;
    const refused = await me.post(`/open/${clashing.id}/take`);
    expect(refused.json.code).toBe(COACH_CLASS_CODES.clash);
    expect(refused.json.data.clash.title).toBe('Yin Yoga');
    expect(refused.json.msg).toContain('Yin Yoga');
    const free = open.find((c) => c.title === 'Flow Yoga, advanced')!;
    expect((await me.post(`/open/${free.id}/take`)).json.state).toBe(1);
    expect((await me.classes()).map((c) => c.id)).toContain(free.id);
    // taken: no longer open, and a second coach is told so
    const other = await as('onmat-teacher', '13700000002');
    expect((await other.post(`/open/${free.id}/take`)).json.code).toBe(COACH_CLASS_CODES.notOpen);
  });

  it('refuses a cancel after the deadline with the deadline; before it the request is pending and students told', async () => {
    const { as } = stand();
    const me = await as();
    const soon = await me.named('私教课 · 体式精修');
    const late = await me.post('/requests', { kind: 'cancel', classId: soon.id, reason: '身体不适' });
    expect(late.json.code).toBe(COACH_CLASS_CODES.pastDeadline);
    expect(late.json.data.deadline).toBe(soon.cancelDeadline);
    expect(late.json.msg).toMatch(/已过取消截止时间（\d{4}-\d\d-\d\d \d\d:\d\d）/);
    const yin = await me.named('阴瑜伽');
    const ok = coachRequest.parse(
      (await me.post('/requests', { kind: 'cancel', classId: yin.id, reason: '身体不适' })).json.data,
    );
    // Pending tells nobody yet: it says who will be told once approved.
    expect(ok).toMatchObject({ state: 'pending', kind: 'cancel', notified: 0, toNotify: yin.students });
    const again = await me.post('/requests', {
      kind: 'time',
      classId: yin.id,
      startsAt: new Date(TEST_NOW + 5 * 86_400_000).toISOString(),
      reason: '改时间',
    });
    expect(again.json.code).toBe(COACH_CLASS_CODES.requestPending);
  });

  it('proposes a new time: pending, then approved moves the class; a too-soon time is refused', async () => {
    const { api, as } = stand();
    const me = await as();
    const live = await me.named('直播 · 肩颈放松');
    const tooSoon = await me.post('/requests', {
      kind: 'time',
      classId: live.id,
      startsAt: new Date(TEST_NOW + 3_600_000).toISOString(),
      reason: '改时间',
    });
    expect(tooSoon.json.code).toBe(COACH_CLASS_CODES.badTime);
    const at = new Date(Date.parse(live.startsAt) + 86_400_000).toISOString();
    const r = coachRequest.parse(
      (await me.post('/requests', { kind: 'time', classId: live.id, startsAt: at, reason: '改时间' })).json
        .data,
    );
    expect(r).toMatchObject({
      state: 'pending',
      newStartsAt: at,
      oldStartsAt: live.startsAt,
      notified: 0,
      toNotify: live.students,
    });
    const mine = coachRequests.parse((await me.get('/requests?kind=time')).json.data);
    expect(mine.map((x) => x.state)).toEqual(expect.arrayContaining(['pending', 'approved']));
    await api.call('POST', `/__dev/coach-classes/requests/${r.id}/decide`, { state: 'approved' });
    const moved = coachClassDetail.parse((await me.get(`/classes/${live.id}`)).json.data);
    expect(moved.startsAt).toBe(at);
    // Approved: the students are told now, and the request keeps the time before beside the after.
    const done = coachRequests
      .parse((await me.get('/requests?kind=time')).json.data)
      .find((x) => x.id === r.id)!;
    expect(done).toMatchObject({ state: 'approved', oldStartsAt: live.startsAt, newStartsAt: at });
    expect(done.notified).toBe(live.students);
    expect(done.toNotify).toBe(0);
    // The seeded approved move keeps its original time too, not the new one twice.
    const seeded = coachRequests
      .parse((await me.get('/requests?kind=time')).json.data)
      .find((x) => x.state === 'approved' && x.id !== r.id)!;
    expect(seeded.oldStartsAt).not.toBeNull();
    expect(seeded.oldStartsAt).not.toBe(seeded.newStartsAt);
  });

  it('hands a class to a colleague of the same app only', async () => {
    const { as } = stand();
    const me = await as();
    const colleagues = (await me.get('/colleagues')).json.data as { id: number }[];
    const yin = await me.named('阴瑜伽');
    const phala = (await (await as('phala-teacher')).get('/colleagues')).json.data as { id: number }[];
    expect(
      (
        await me.post('/requests', {
          kind: 'handover',
          classId: yin.id,
          toCoachId: phala[0]!.id,
          reason: '出差',
        })
      ).json.code,
    ).toBe(COACH_CLASS_CODES.colleagueMissing);
    const r = await me.post('/requests', {
      kind: 'handover',
      classId: yin.id,
      toCoachId: colleagues[0]!.id,
      reason: '出差',
    });
    expect(r.json.data).toMatchObject({ state: 'pending', toCoach: '王老师' });
  });

  it('refuses a student token, another coach app’s token and another coach’s class', async () => {
    const { as, api } = stand();
    const student = await as('onmat');
    for (const path of ['/week', '/open', '/summary', '/requests', '/colleagues']) {
      const asStudent = await student.get(path, 'onmat');
      expect(asStudent.json.code).toBe(COACH_CLASS_CODES.coachOnly);
      // a student token naming the coach app is simply not signed in there
      expect((await student.get(path, 'onmat-teacher')).json).toMatchObject({ state: 0, code: 403 });
    }
    expect(
      (await student.post('/requests', { kind: 'cancel', classId: 1, reason: '身体不适' }, 'onmat')).json
        .code,
    ).toBe(COACH_CLASS_CODES.coachOnly);
    const me = await as();
    const yin = await me.named('阴瑜伽');
    const phalaCoach = await as('phala-teacher');
    expect((await phalaCoach.get(`/classes/${yin.id}`)).json.code).toBe(COACH_CLASS_CODES.classNotFound);
    await api.signIn('onmat-teacher', '13700000003');
    const other = await as('onmat-teacher', '13700000003');
    expect((await other.get(`/classes/${yin.id}`)).json.code).toBe(COACH_CLASS_CODES.classNotFound);
    expect((await other.classes()).length).toBe(0);
    await api.call('POST', '/__dev/coach-classes/schedule', {
      subApp: 'onmat-teacher',
      phone: '13700000003',
    });
    expect((await other.classes()).length).toBeGreaterThan(4);
  });
});
