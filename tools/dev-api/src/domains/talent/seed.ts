import type { Db } from '../../db';
import { TALENT_BRAND } from './store';

const DAY = 86_400_000;

/** name zh, name en, city zh, city en, specialty, motto zh, motto en, classes, minutes, streak, joined days ago */
type Seed = [string, string, string, string, string, string, string, number, number, number, number];
const TALENTS: Seed[] = [
  [
    '林小雨',
    'Lin Xiaoyu',
    '杭州',
    'Hangzhou',
    'vinyasa',
    '每天一节流瑜伽，和呼吸做朋友。',
    'A flow class a day: make friends with your breath.',
    286,
    17160,
    64,
    420,
  ],
  [
    '陈静',
    'Chen Jing',
    '上海',
    'Shanghai',
    'yin',
    '慢下来，身体会告诉你答案。',
    'Slow down and your body will answer.',
    251,
    15060,
    48,
    390,
  ],
  [
    '王可欣',
    'Wang Kexin',
    '成都',
    'Chengdu',
    'aerial',
    '在空中找到平衡，也在生活里。',
    'Balance in the air, and in life.',
    224,
    13440,
    41,
    350,
  ],
  [
    '赵敏',
    'Zhao Min',
    '北京',
    'Beijing',
    'hatha',
    '三年没有断过一周的练习。',
    'Three years without missing a week.',
    203,
    12180,
    37,
    330,
  ],
  [
    '周雅',
    'Zhou Ya',
    '深圳',
    'Shenzhen',
    'pilates',
    '核心稳了，腰就不疼了。',
    'A steady core ended my back pain.',
    178,
    10680,
    30,
    280,
  ],
  [
    '吴桐',
    'Wu Tong',
    '南京',
    'Nanjing',
    'meditation',
    '冥想让我睡得更好。',
    'Meditation gave me better sleep.',
    156,
    9360,
    26,
    240,
  ],
  [
    '郑佳',
    'Zheng Jia',
    '武汉',
    'Wuhan',
    'vinyasa',
    '下班后的一小时属于自己。',
    'The hour after work is mine.',
    131,
    7860,
    21,
    180,
  ],
  [
    '孙悦',
    'Sun Yue',
    '西安',
    "Xi'an",
    'hatha',
    '从僵硬到能摸到脚尖。',
    'From stiff to touching my toes.',
    112,
    6720,
    18,
    120,
  ],
];

/** The brand's talents, written once into an empty table; join dates relative to the clock. */
export function seedTalent(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM talent_profiles').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO talent_profiles (brand, name_zh, name_en, city_zh, city_en, specialty, motto_zh, motto_en, classes, minutes, streak, since)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [nz, ne, cz, ce, sp, mz, me, classes, minutes, streak, ago] of TALENTS)
      insert.run(
        TALENT_BRAND,
        nz,
        ne,
        cz,
        ce,
        sp,
        mz,
        me,
        classes,
        minutes,
        streak,
        new Date(now - ago * DAY).toISOString(),
      );
  })();
}
