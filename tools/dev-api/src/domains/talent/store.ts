import {
  TALENT_CODES,
  type SubAppIdT,
  type TalentApplication,
  type TalentApplyRequest,
  type TalentProfile,
  type TalentProgramme,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

/** The programme is phala's (its yoga_talent page); other brands have none. */
export const TALENT_BRAND = 'phala';

/** The brand of a student sub-app that has the programme, or 404 talent_not_offered. */
export function brandOf(subApp: SubAppIdT): string {
  const s = subApps.find((x) => x.id === subApp)!;
  if (s.brand !== TALENT_BRAND || s.role !== 'student') throw new ApiFailure(404, 'talent_not_offered');
  return s.brand;
}

const TEXT = {
  title: ['瑜伽达人计划', 'Yoga talent programme'],
  intro: [
    '坚持练习的你，就是最好的榜样。成为品牌瑜伽达人，把你的练习故事分享给更多同学。',
    'Your steady practice is the best example. Become one of our yoga talents and share your story with other students.',
  ],
  rules: [
    ['达人榜按累计完成的课程节数排名，每天更新。', 'The ranking is by classes finished, updated daily.'],
    [
      '每位学员只能提交一次申请，审核约 3 个工作日。',
      'One application per student; the review takes about 3 working days.',
    ],
    [
      '达人需每月至少完成 8 节课，连续两个月未达到将退出计划。',
      'Talents finish at least 8 classes a month; two months short and you leave the programme.',
    ],
    ['分享内容需为本人真实练习记录。', 'What you share must be your own real practice.'],
  ],
  perks: [
    ['达人专属徽章，展示在达人榜', 'A talent badge on the ranking'],
    ['每月一节免费私教课', 'A free private class every month'],
    ['新课程优先体验', 'Early access to new courses'],
  ],
  steps: [
    ['选择你擅长的练习方向', 'Choose the practice you are best at'],
    ['写下你的城市和练习故事', 'Write your city and your practice story'],
    ['提交后等待审核，结果会显示在本页', 'Submit and wait for the review; the result shows on this page'],
  ],
} as const;

interface ProfileRow {
  id: number;
  name_zh: string;
  name_en: string;
  city_zh: string;
  city_en: string;
  specialty: TalentProfile['specialty'];
  motto_zh: string;
  motto_en: string;
  classes: number;
  minutes: number;
  streak: number;
  since: string;
}
interface AppRow {
  id: number;
  specialty: TalentApplication['specialty'];
  city: string;
  intro: string;
  status: TalentApplication['status'];
  created_at: string;
}

export function getProgramme(db: Db, subApp: SubAppIdT, userId: number | null, lang: Lang): TalentProgramme {
  const brand = brandOf(subApp);
  const pick = ([zh, en]: readonly [string, string]) => inLang(lang, zh, en);
  const rows = db
    .prepare('SELECT * FROM talent_profiles WHERE brand = ? ORDER BY classes DESC, id ASC')
    .all(brand) as ProfileRow[];
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM talent_applications WHERE brand = ?').get(brand) as {
    n: number;
  };
  const app =
    userId === null
      ? undefined
      : (db
          .prepare('SELECT * FROM talent_applications WHERE brand = ? AND user_id = ?')
          .get(brand, userId) as AppRow | undefined);
  return {
    title: pick(TEXT.title),
    intro: pick(TEXT.intro),
    rules: TEXT.rules.map(pick),
    perks: TEXT.perks.map(pick),
    steps: TEXT.steps.map(pick),
    talents: rows.map((r, i) => ({
      id: r.id,
      rank: i + 1,
      name: inLang(lang, r.name_zh, r.name_en),
      city: inLang(lang, r.city_zh, r.city_en),
      specialty: r.specialty,
      motto: inLang(lang, r.motto_zh, r.motto_en),
      classes: r.classes,
      minutes: r.minutes,
      streak: r.streak,
      since: r.since,
    })),
    applicants: rows.length + n,
    application: app
      ? {
          id: app.id,
          status: app.status,
          specialty: app.specialty,
          city: app.city,
          intro: app.intro,
          createdAt: app.created_at,
        }
      : null,
  };
}

/** One application per student and brand: a second is refused with 5650. */
export function apply(db: Db, now: number, subApp: SubAppIdT, userId: number, a: TalentApplyRequest): void {
  const brand = brandOf(subApp);
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM talent_applications WHERE brand = ? AND user_id = ?').get(brand, userId))
      throw new ApiFailure(TALENT_CODES.alreadyApplied, 'talent_already_applied');
    db.prepare(
      'INSERT INTO talent_applications (brand, user_id, specialty, city, intro, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(brand, userId, a.specialty, a.city, a.intro, new Date(now).toISOString());
  })();
}
