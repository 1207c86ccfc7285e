import { http } from 'msw';
import { CHECK_IN_CODES, type CheckInActivity, type CheckInRules } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

/** Fixed business days, so a test reads the same calendar whatever the date it runs on. */
export const TODAY = '2026-11-26';

export const openActivity = (): CheckInActivity => ({
  id: 1,
  title: '每日签到领积分',
  startDay: '2026-11-16',
  endDay: '2026-12-16',
  today: TODAY,
  state: 'open',
  dailyPoints: 5,
  rewards: [
    { days: 3, points: 10 },
    { days: 7, points: 30 },
  ],
  viewer: { days: ['2026-11-24', '2026-11-25'], streak: 2, checkedToday: false },
});

/** The activity the handlers answer with, anew for every test; a check-in changes it. */
export const checkInStore = testStore(() => ({ activity: openActivity() }));

export const rules: CheckInRules = {
  activityId: 1,
  title: '每日签到领积分',
  rules: ['活动期间每天可签到一次，每次签到获得 5 积分。', '签到日期以北京时间为准。'],
};

const notFound = () => failJson(CHECK_IN_CODES.activityNotFound, '签到活动不存在');

/** This domain's success answers (and the stand-in's not-found for another id), shared by its tests. */
export const checkInHandlers = [
  http.get(`${API}/check-in/activities/:id`, ({ params, request }) => {
    const { activity } = checkInStore.current;
    if (Number(params.id) !== activity.id) return notFound();
    const signedIn = request.headers.has('AUTHORIZE_TOKEN');
    return okJson(signedIn ? activity : { ...activity, viewer: null });
  }),
  http.post(`${API}/check-in/activities/:id/check-in`, ({ params }) => {
    const { activity } = checkInStore.current;
    if (Number(params.id) !== activity.id) return notFound();
    const v = activity.viewer!;
    if (v.checkedToday) return failJson(CHECK_IN_CODES.alreadyToday, '今天已经签到过了，明天再来吧');
    const streak = v.streak + 1;
    const bonus = activity.rewards.find((r) => r.days === streak)?.points ?? 0;
    checkInStore.current.activity = {
      ...activity,
      viewer: { days: [...v.days, TODAY], streak, checkedToday: true },
    };
    return okJson({ day: TODAY, streak, points: activity.dailyPoints + bonus, bonus });
  }),
  http.get(`${API}/check-in/rules`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return id === null || Number(id) === rules.activityId ? okJson(rules) : notFound();
  }),
];
