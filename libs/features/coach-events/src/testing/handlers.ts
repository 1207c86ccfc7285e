import { http } from 'msw';
import type { CoachEvent } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An event `days` from now (negative: already over), 3 hours long. */
export function eventAt(id: number, days: number, over: Partial<CoachEvent> = {}): CoachEvent {
  const start = Date.now() + days * DAY;
  return {
    id,
    title: `活动${id}`,
    kind: '工作坊',
    rules: ['请提前15分钟签到'],
    place: '上海静安区素漫旗舰馆',
    startsAt: iso(start),
    endsAt: iso(start + 3 * 3_600_000),
    seats: 20,
    seatsLeft: 8,
    state: days > 0 ? 'upcoming' : 'ended',
    signedUp: false,
    canGiveFeedback: false,
    feedback: null,
    ...over,
  };
}

export const camp = eventAt(1, 10, {
  title: '冬季教练训练营',
  kind: '训练营',
  rules: ['需持有素漫教练认证', '开课前可随时取消'],
});
export const full = eventAt(2, 5, { title: '阴瑜伽教学工作坊', seats: 8, seatsLeft: 0 });
export const ended = eventAt(3, -7, { title: '体式调整进阶工作坊', signedUp: true, canGiveFeedback: true });
export const reviewed = eventAt(4, -14, {
  title: '呼吸法工作坊',
  signedUp: true,
  feedback: { rating: 4, text: '讲师很专业', createdAt: iso(Date.now() - 10 * DAY) },
});

const events = [full, camp, ended, reviewed];

/** A stand-in in miniature: sign-up and cancel change the seat count; feedback is taken once. */
export const coachEventsHandlers = () => {
  const state = new Map(events.map((e) => [e.id, { ...e }]));
  return [
    http.get(`${API}/coach-events/events`, () => okJson({ list: [...state.values()] })),
    http.get(`${API}/coach-events/events/:id`, ({ params }) => {
      const e = state.get(Number(params.id));
      return e ? okJson(e) : failJson(404, '活动不存在', 404);
    }),
    http.post(`${API}/coach-events/events/:id/signup`, ({ params }) => {
      const e = state.get(Number(params.id))!;
      if (e.seatsLeft === 0) return failJson(5751, '名额已满，无法报名');
      Object.assign(e, { signedUp: true, seatsLeft: e.seatsLeft - 1 });
      return okJson(e);
    }),
    http.post(`${API}/coach-events/events/:id/cancel`, ({ params }) => {
      const e = state.get(Number(params.id))!;
      Object.assign(e, { signedUp: false, seatsLeft: e.seatsLeft + 1 });
      return okJson(e);
    }),
    http.post(`${API}/coach-events/events/:id/feedback`, async ({ params, request }) => {
      const e = state.get(Number(params.id))!;
      const body = (await request.json()) as { rating: number; text: string };
      Object.assign(e, {
        canGiveFeedback: false,
        feedback: { ...body, createdAt: iso(Date.now()) },
      });
      return okJson(e);
    }),
  ];
};
