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
      [
        ['第一周：唤醒身体', 'Week 1: wake the body'],
        [
          ['全身唤醒热身', 'Whole-body warm-up'],
          ['髋部灵活', 'Hip mobility'],
          ['脊柱扭转', 'Spinal twists'],
          ['站姿平衡', 'Standing balance'],
          ['核心激活', 'Core activation'],
          ['燃脂初体验', 'First fat-burning flow'],
          ['周末放松', 'Weekend recovery'],
        ],
      ],
      [
        ['第二周：燃脂进阶', 'Week 2: burn more'],
        [
          ['高抬腿流瑜伽', 'High-knee flow'],
          ['战士序列', 'Warrior sequence'],
          ['平板支撑变式', 'Plank variations'],
          ['臀腿塑形', 'Glutes and legs'],
          ['腰腹燃脂', 'Waist and belly burn'],
          ['间歇燃脂流', 'Interval burn flow'],
          ['拉伸恢复', 'Stretch and recover'],
        ],
      ],
      [
        ['第三周：塑形巩固', 'Week 3: shape and keep'],
        [
          ['手臂线条', 'Arm tone'],
          ['背部塑形', 'Back shaping'],
          ['下肢力量', 'Lower-body strength'],
          ['全身流动', 'Full-body flow'],
          ['核心耐力', 'Core endurance'],
          ['综合燃脂', 'Combined burn'],
          ['结营总复习', 'Final review'],
        ],
      ],
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
      [
        ['基础拜日式', 'Sun salutation basics'],
        [
          ['拜日式 A 分解', 'Sun salutation A, step by step'],
          ['拜日式 A 连贯', 'Sun salutation A, flowing'],
          ['拜日式 B 分解', 'Sun salutation B, step by step'],
          ['拜日式 B 连贯', 'Sun salutation B, flowing'],
        ],
      ],
      [
        ['流动序列', 'Flowing sequences'],
        [
          ['晨起侧伸展', 'Morning side stretch'],
          ['流动弓步', 'Flowing lunges'],
          ['开肩流', 'Shoulder-opening flow'],
          ['十五分钟全身流', 'Fifteen-minute full flow'],
        ],
      ],
      [
        ['呼吸与冥想', 'Breath and meditation'],
        [
          ['腹式呼吸', 'Belly breathing'],
          ['交替鼻孔呼吸', 'Alternate-nostril breathing'],
          ['晨间冥想', 'Morning meditation'],
          ['身体扫描', 'Body scan'],
        ],
      ],
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
      [
        ['放松肩颈', 'Release neck and shoulders'],
        [
          ['颈部侧拉', 'Side-neck stretch'],
          ['肩胛激活', 'Shoulder-blade activation'],
          ['胸椎打开', 'Opening the upper back'],
          ['肩颈按摩放松', 'Neck and shoulder self-massage'],
        ],
      ],
      [
        ['日常保养', 'Everyday care'],
        [
          ['办公室拉伸', 'Desk stretches'],
          ['午间五分钟', 'Five minutes at noon'],
          ['睡前放松', 'Before-bed release'],
          ['一周保养计划', 'A week of care'],
        ],
      ],
    ],
  },
] as const;

/**
 * Three courses (ids 1–3) of themes and lessons, each lesson named for what it teaches (every lesson
 * of a theme was titled with the theme's name); lesson ids are course × 100 + n (101–121, 201–212,
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
        for (const name of lessons) {
          k++;
          lesson.run(
            c.id * 100 + k,
            c.id,
            themeId,
            k,
            `第 ${k} 课 · ${name[0]}`,
            `Lesson ${k} · ${name[1]}`,
            LESSON_SEC,
            k <= FREE_LESSONS ? 1 : 0,
            LESSON_FILE,
          );
        }
      });
    }
  })();
}
