import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { enrolAll } from './store';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Series = 'teaching' | 'strengthen' | 'season';
type File = [kind: 'video' | 'pdf', zh: string, en: string, pages?: number];

const TEACHING: [string, string, string, string, number][] = [
  ['流瑜伽基础', 'Flow yoga basics', '林晓', 'Lin Xiao', 2],
  ['阴瑜伽放松', 'Yin yoga to unwind', '周宁', 'Zhou Ning', 5],
  ['核心力量', 'Core strength', '林晓', 'Lin Xiao', 9],
];
const TEACHING_FILES: File[] = [
  ['pdf', '教案', 'Lesson plan', 2],
  ['video', '示范视频', 'Demo video'],
  ['pdf', '课堂讲义', 'Class handout', 1],
];
const SEASONS = [
  ['春季', 'Spring'],
  ['夏季', 'Summer'],
  ['秋季', 'Autumn'],
  ['冬季', 'Winter'],
] as const;

/**
 * The suman classes with materials, and the demo student enrolled in all of them: three taught
 * classes of the past days (lesson plan, demo video, handout), a four-week reinforcement course (a
 * practice video and an exercise sheet a week, the last held yesterday) and this season's series
 * of four sessions held (recording and handout each). Times relative to the clock; nothing is viewed at first.
 */
export function seedClassMaterials(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM cm_classes').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const chinaMidnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  const at = (days: number, hour: number) => new Date(chinaMidnight + days * DAY + hour * HOUR).toISOString();
  const addClass = db.prepare(
    `INSERT INTO cm_classes (brand, series, title_zh, title_en, coach_zh, coach_en, number, starts_at)
     VALUES ('suman', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addFile = db.prepare(
    'INSERT INTO cm_files (class_id, kind, title_zh, title_en, pages, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const add = (
    series: Series,
    cls: [string, string, string, string],
    num: number | null,
    when: string,
    files: File[],
  ) => {
    const id = Number(addClass.run(series, ...cls, num, when).lastInsertRowid);
    files.forEach(([kind, zh, en, pages], i) => addFile.run(id, kind, zh, en, pages ?? null, i));
  };
  db.transaction(() => {
    for (const [zh, en, coachZh, coachEn, ago] of TEACHING)
      add(
        'teaching',
        [zh, en, coachZh, coachEn],
        null,
        at(-ago, 19),
        TEACHING_FILES.map(([k, fz, fe, p]) => [k, `${zh}·${fz}`, `${en}: ${fe.toLowerCase()}`, p]),
      );
    for (let week = 1; week <= 4; week++)
      add(
        'strengthen',
        ['强化训练营', 'Reinforcement camp', '周宁', 'Zhou Ning'],
        week,
        at((week - 4) * 7 - 1, 20),
        [
          ['video', `第${week}周 跟练视频`, `Week ${week} practice video`],
          ['pdf', `第${week}周 练习单`, `Week ${week} exercise sheet`, week === 1 ? 1 : 2],
        ],
      );
    const month = new Date(now + 8 * HOUR).getUTCMonth();
    const [sz, se] = SEASONS[Math.floor(((month + 10) % 12) / 3)]!;
    for (let session = 1; session <= 4; session++)
      add(
        'season',
        [`${sz}体态调整系列`, `${se} posture series`, '陈雨', 'Chen Yu'],
        session,
        at((session - 5) * 3, 10),
        [
          ['video', `第${session}课 课程回放`, `Session ${session} recording`],
          ['pdf', `第${session}课 课后讲义`, `Session ${session} handout`, 1],
        ],
      );
    // A taught class is the suman class of the same name that its coach uploads material for (the
    // materials domain's, seeded before this one): approved uploads join its files (store.ts).
    db.prepare(
      `UPDATE cm_classes SET material_class_id = (SELECT m.id FROM material_classes m
         WHERE m.brand = cm_classes.brand AND m.title_zh = cm_classes.title_zh ORDER BY m.id LIMIT 1)
       WHERE series = 'teaching'`,
    ).run();
    enrolAll(db, demoUserId(db, now), 'suman');
  })();
}
