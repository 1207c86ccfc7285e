import type { Db } from '../../db';

/** The one sample recording (tools/dev-api/assets) every lesson plays: 120 seconds. */
export const LESSON_FILE = 'sample-class.webm';
export const LESSON_SEC = 120;
/** The first lessons of every course are free to everyone. */
export const FREE_LESSONS = 2;

/** Ids and titles match the practice domain's home table (slim home links courses 1–3). */
const courses = [
  {
    id: 1,
    title: ['21 天燃脂瑜伽', '21-day fat-burning yoga'],
    coach: ['林老师', 'Coach Lin'],
    summary: ['每天一课，21 天循序渐进，燃脂塑形。', 'One lesson a day for 21 days: burn fat, build shape.'],
    price: 9900,
    hue: 12,
    themes: [
      [['第一周：唤醒身体', 'Week 1: wake the body'], 7],
      [['第二周：燃脂进阶', 'Week 2: burn more'], 7],
      [['第三周：塑形巩固', 'Week 3: shape and keep'], 7],
    ],
  },
  {
    id: 2,
    title: ['晨间唤醒流瑜伽', 'Morning wake-up flow'],
    coach: ['陈老师', 'Coach Chen'],
    summary: [
      '早起十五分钟，舒展全身，开启活力一天。',
      'Fifteen minutes after waking: stretch and start the day.',
    ],
    price: 6900,
    hue: 45,
    themes: [
      [['基础拜日式', 'Sun salutation basics'], 4],
      [['流动序列', 'Flowing sequences'], 4],
      [['呼吸与冥想', 'Breath and meditation'], 4],
    ],
  },
  {
    id: 3,
    title: ['肩颈舒缓入门', 'Neck and shoulder relief for beginners'],
    coach: ['王老师', 'Coach Wang'],
    summary: [
      '久坐人群的肩颈放松练习，简单易学。',
      'Easy neck and shoulder release for people who sit a lot.',
    ],
    price: 3900,
    hue: 180,
    themes: [
      [['放松肩颈', 'Release neck and shoulders'], 4],
      [['日常保养', 'Everyday care'], 4],
    ],
  },
] as const;

/**
 * Three courses (ids 1–3) of themes and lessons; lesson ids are course × 100 + n (101–121, 201–212,
 * 301–308), theme ids course × 10 + n. Written once into an empty table.
 */
export function seedSlimVideo(db: Db): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM slim_video_courses').get() as { n: number };
  if (n > 0) return;
  const course = db.prepare(
    'INSERT INTO slim_video_courses (id, title_zh, title_en, coach_zh, coach_en, summary_zh, summary_en, price, hue) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const theme = db.prepare(
    'INSERT INTO slim_video_themes (id, course_id, sort, title_zh, title_en) VALUES (?, ?, ?, ?, ?)',
  );
  const lesson = db.prepare(
    'INSERT INTO slim_video_lessons (id, course_id, theme_id, sort, title_zh, title_en, duration_sec, free, video_file) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const c of courses) {
      course.run(c.id, ...c.title, ...c.coach, ...c.summary, c.price, c.hue);
      let k = 0;
      c.themes.forEach(([title, lessons], t) => {
        const themeId = c.id * 10 + t + 1;
        theme.run(themeId, c.id, t + 1, ...title);
        for (let i = 0; i < lessons; i++) {
          k++;
          lesson.run(
            c.id * 100 + k,
            c.id,
            themeId,
            k,
            `第 ${k} 课 · ${title[0]}`,
            `Lesson ${k} · ${title[1]}`,
            LESSON_SEC,
            k <= FREE_LESSONS ? 1 : 0,
            LESSON_FILE,
          );
        }
      });
    }
  })();
}
