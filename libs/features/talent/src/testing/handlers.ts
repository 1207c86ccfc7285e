import { http } from 'msw';
import type { TalentApplyRequest, TalentProgramme } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

const DAY = 86_400_000;
const sample = (): TalentProgramme => ({
  title: '瑜伽达人计划',
  intro: '坚持练习的你，就是最好的榜样。',
  rules: ['达人榜按累计完成的课程节数排名，每天更新。', '每位学员只能提交一次申请。'],
  perks: ['达人专属徽章'],
  steps: ['选择你擅长的练习方向', '提交后等待审核'],
  talents: [
    {
      id: 1,
      rank: 1,
      name: '林小雨',
      city: '杭州',
      specialty: 'vinyasa',
      motto: '每天一节流瑜伽。',
      classes: 286,
      minutes: 17160,
      streak: 64,
      since: new Date(Date.now() - 420 * DAY).toISOString(),
    },
    {
      id: 2,
      rank: 2,
      name: '陈静',
      city: '上海',
      specialty: 'yin',
      motto: '慢下来。',
      classes: 251,
      minutes: 15060,
      streak: 48,
      since: new Date(Date.now() - 390 * DAY).toISOString(),
    },
  ],
  applicants: 2,
  application: null,
});

/** The page the handlers answer with; applying changes it, anew for every test. */
export const talentPageStore = testStore(() => sample());

/** This domain's success answers, shared by its tests. */
export const talentHandlers = [
  http.get(`${API}/talent`, () => okJson(talentPageStore.current)),
  http.post(`${API}/talent/apply`, async ({ request }) => {
    if (!request.headers.get('AUTHORIZE_TOKEN')) return failJson(403, '请先登录');
    if (talentPageStore.current.application) return failJson(5650, '你已经提交过达人申请');
    const b = (await request.json()) as TalentApplyRequest;
    talentPageStore.current = {
      ...talentPageStore.current,
      applicants: talentPageStore.current.applicants + 1,
      application: { id: 9, status: 'pending', ...b, createdAt: new Date().toISOString() },
    };
    return okJson(talentPageStore.current);
  }),
];
