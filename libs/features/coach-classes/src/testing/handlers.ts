import { http } from 'msw';
import type { CoachClass, CoachClassDetail, CoachRequest, CoachWeek } from '@yoga/contract';
import { API, okJson } from '@yoga/testing';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A class of mine `hours` from now (negative: already begun). */
export function classAt(id: number, hours: number, over: Partial<CoachClass> = {}): CoachClass {
  const start = Date.now() + hours * HOUR;
  return {
    id,
    title: `课程${id}`,
    kind: 'group',
    startsAt: iso(start),
    endsAt: iso(start + HOUR),
    room: '一号教室',
    capacity: 15,
    students: 8,
    checkedIn: 0,
    state: 'scheduled',
    pending: null,
    cancelDeadline: iso(start - 24 * HOUR),
    ...over,
  };
}

export const yin = classAt(11, 72, { title: '阴瑜伽', students: 10 });
export const soon = classAt(12, 3, { title: '私教课 · 体式精修', kind: 'private', capacity: 1, students: 1 });
export const past = classAt(13, -30, { title: '晨间流瑜伽', students: 3, checkedIn: 2 });
export const openClass = classAt(21, 73, { title: '普拉提入门' });

export const detailOf = (c: CoachClass): CoachClassDetail => ({
  ...c,
  roster: Array.from({ length: c.students }, (_, i) => ({
    id: 100 + i,
    name: `学员${1001 + i}`,
    checkedInAt: i < c.checkedIn ? c.startsAt : null,
  })),
});

export const pendingTime: CoachRequest = {
  id: 31,
  kind: 'time',
  state: 'pending',
  class: { id: yin.id, title: yin.title, kind: yin.kind, startsAt: yin.startsAt, endsAt: yin.endsAt },
  reason: '场地维护',
  toCoach: null,
  newStartsAt: iso(Date.parse(yin.startsAt) + 24 * HOUR),
  newEndsAt: iso(Date.parse(yin.endsAt) + 24 * HOUR),
  oldStartsAt: yin.startsAt,
  oldEndsAt: yin.endsAt,
  answer: null,
  notified: 0,
  toNotify: 10,
  createdAt: iso(Date.now() - HOUR),
  decidedAt: null,
};

const week = (list: CoachClass[], w = 0): CoachWeek => ({
  week: w,
  from: iso(Date.now() + w * 7 * 24 * HOUR),
  to: iso(Date.now() + (w + 1) * 7 * 24 * HOUR),
  list,
});

/** This domain's success answers, shared by its tests; error and empty cases are added per test. */
export const coachClassesHandlers = () => [
  http.get(`${API}/coach-classes/week`, ({ request }) => {
    const w = Number(new URL(request.url).searchParams.get('week') ?? 0);
    return okJson(week(w === 0 ? [past, soon, yin] : [], w));
  }),
  http.get(`${API}/coach-classes/classes/:id`, () => okJson(detailOf(past))),
  http.get(`${API}/coach-classes/summary`, () => okJson({ taught: 2, upcoming: 2, next: soon })),
  http.get(`${API}/coach-classes/open`, () => okJson([openClass])),
  http.get(`${API}/coach-classes/colleagues`, () => okJson([{ id: 1, name: '王老师' }])),
  http.get(`${API}/coach-classes/requests`, () => okJson([pendingTime])),
  http.post(`${API}/coach-classes/requests`, () => okJson(pendingTime)),
  http.post(`${API}/coach-classes/open/:id/take`, () => okJson(openClass)),
];
