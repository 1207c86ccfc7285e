import { http } from 'msw';
import type { ClockIn, ClockMonth, FamilyMember, MeasurementHistory, PracticeHome } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

export const TODAY = '2026-11-20';

/** The state the handlers answer from; a mutation changes it, and each handler set starts anew. */
export function practiceState() {
  return {
    profile: { height: 165, weight: 61.5, goalWeight: 55 } as {
      height: number | null;
      weight: number | null;
      goalWeight: number | null;
    },
    family: [
      { id: 1, name: '妈妈', relation: 'parent', createdAt: '2026-11-01T02:00:00Z' },
    ] as FamilyMember[],
    clocks: [
      {
        id: 1,
        day: '2026-11-19',
        minutes: 30,
        photoUrl: '/p.svg',
        memberId: null,
        memberName: null,
        createdAt: '2026-11-19T02:00:00Z',
      },
    ] as ClockIn[],
    weights: [
      { day: '2026-10-01', value: 64 },
      { day: '2026-10-15', value: 63.2 },
      { day: '2026-11-01', value: 62.4 },
    ],
  };
}

export function practiceHandlers(s = practiceState()) {
  const month = (m: string | null): ClockMonth => {
    const list = s.clocks.filter((c) => c.day.startsWith(m ?? '2026-11')).reverse();
    const days = [...new Set(list.map((c) => c.day))].sort();
    return {
      month: m ?? '2026-11',
      today: TODAY,
      days,
      streak: s.clocks.some((c) => c.day === TODAY) ? 2 : 1,
      list,
    };
  };
  const home = (): PracticeHome => ({
    signedIn: true,
    today: TODAY,
    programme: { title: '21 天瘦身计划', totalDays: 21, day: 10, doneDays: 7 },
    todayPractice: { title: '燃脂流瑜伽', minutes: 30, clocked: s.clocks.some((c) => c.day === TODAY) },
    streak: 4,
    familyCount: s.family.length,
    profile: s.profile,
    videoCourses: [
      { id: 1, title: '21 天燃脂瑜伽', lessons: 21 },
      { id: 2, title: '晨间唤醒流瑜伽', lessons: 12 },
    ],
  });
  let nextId = 10;
  return [
    http.get(`${API}/practice/home`, () => okJson(home())),
    http.get(`${API}/practice/profile`, () => okJson(s.profile)),
    http.post(`${API}/practice/profile`, async ({ request }) => {
      s.profile = (await request.json()) as typeof s.profile;
      return okJson(s.profile);
    }),
    http.get(`${API}/practice/family`, () => okJson({ list: s.family, max: 6 })),
    http.post(`${API}/practice/family`, async ({ request }) => {
      const b = (await request.json()) as Pick<FamilyMember, 'name' | 'relation'>;
      const m = { id: nextId++, ...b, createdAt: '2026-11-20T02:00:00Z' };
      s.family.push(m);
      return okJson(m);
    }),
    http.post(`${API}/practice/family/:id/delete`, ({ params }) => {
      const before = s.family.length;
      s.family = s.family.filter((m) => m.id !== Number(params.id));
      return before === s.family.length ? failJson(404, '内容不存在或不属于你') : okJson(null);
    }),
    http.post(`${API}/practice/family/:id`, async ({ params, request }) => {
      const m = s.family.find((x) => x.id === Number(params.id));
      if (!m) return failJson(404, '内容不存在或不属于你');
      Object.assign(m, await request.json());
      return okJson(m);
    }),
    http.get(`${API}/practice/clock`, ({ request }) =>
      okJson(month(new URL(request.url).searchParams.get('month'))),
    ),
    http.post(`${API}/practice/clock`, async ({ request }) => {
      const b = (await request.json()) as { minutes: number; photoId: string; memberId: number | null };
      const member = s.family.find((m) => m.id === b.memberId) ?? null;
      const c: ClockIn = {
        id: nextId++,
        day: TODAY,
        minutes: b.minutes,
        photoUrl: `/api/uploads/${b.photoId}`,
        memberId: member?.id ?? null,
        memberName: member?.name ?? null,
        createdAt: '2026-11-20T03:00:00Z',
      };
      s.clocks.push(c);
      return okJson(c);
    }),
    http.post(`${API}/uploads`, () =>
      okJson({
        id: 'a'.repeat(32),
        url: `/api/uploads/${'a'.repeat(32)}`,
        contentType: 'image/png',
        size: 67,
      }),
    ),
    http.get(`${API}/practice/measurements/:item`, ({ params }) =>
      okJson<MeasurementHistory>({
        item: params.item as MeasurementHistory['item'],
        unit: params.item === 'waist' ? 'cm' : params.item === 'bodyFat' ? '%' : 'kg',
        points: params.item === 'weight' ? s.weights : [],
      }),
    ),
  ];
}
