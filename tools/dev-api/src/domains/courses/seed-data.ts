import type { Pose } from './art';

/**
 * Course data of every brand that sells courses, one row per state a screen must show: on sale with
 * several times (one nearly full), on sale with one time, sold out, ended, and bought by the demo user.
 * Ids are fixed (brand block of 100) so links and end-to-end tests can name them.
 */
export const courseBrands = { onmat: 100, phala: 200 } as const;
export type CourseBrand = keyof typeof courseBrands;

const DAY = 86_400_000;

export interface SeedClass {
  /** Days from the seed's day, China time; hour of day (China). */
  day: number;
  hour: number;
  seats: number;
  booked: number;
}
export interface SeedCourse {
  n: number;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** The cover's drawing (art.ts), in the brand's colour. */
  pose: Pose;
  coach: 0 | 1;
  minutes: number;
  price: number;
  vipPrice: number;
  state: 'on-sale' | 'ended';
  outline: { title: string; minutes: number }[];
  /** The outline's titles in English, in the same order. */
  outlineEn: string[];
  classes: SeedClass[];
  /** Bought (paid) by the demo user at seed time. */
  demoBought?: boolean;
}

export interface SeedCoach {
  name: string;
  nameEn: string;
  title: string;
  titleEn: string;
}

export const seedCoaches: Record<CourseBrand, SeedCoach[]> = {
  onmat: [
    {
      name: '林晓岚',
      nameEn: 'Lin Xiaolan',
      title: '阿斯汤加认证导师',
      titleEn: 'Certified Ashtanga teacher',
    },
    {
      name: '周一鸣',
      nameEn: 'Zhou Yiming',
      title: '流瑜伽与体式矫正',
      titleEn: 'Vinyasa flow and alignment',
    },
  ],
  phala: [
    {
      name: '陈思雨',
      nameEn: 'Chen Siyu',
      title: '孕产瑜伽教练',
      titleEn: 'Prenatal and postnatal yoga coach',
    },
    {
      name: 'Emma Clarke',
      nameEn: 'Emma Clarke',
      title: '阴瑜伽与修复瑜伽',
      titleEn: 'Yin & restorative yoga',
    },
  ],
};

/** The brand colour each brand's course covers are drawn in (the brand record's primary). */
export const brandArtColour: Record<CourseBrand, string> = { onmat: 'c7324c', phala: '5b3fd9' };

const outline = (...parts: [string, number][]) => parts.map(([title, minutes]) => ({ title, minutes }));

export const seedCourses: SeedCourse[] = [
  {
    n: 1,
    title: '流瑜伽进阶小班课',
    titleEn: 'Vinyasa Flow: small-group intermediate',
    summary: '小班教学，老师逐一调整体式，适合有半年以上练习基础的同学。',
    summaryEn:
      'Small groups, with each pose adjusted by the teacher. For students with six months of practice or more.',
    pose: 'warrior',
    coach: 1,
    minutes: 60,
    price: 19900,
    vipPrice: 15900,
    state: 'on-sale',
    outline: outline(['呼吸与热身', 10], ['拜日式 A/B 串联', 15], ['站立体式与平衡', 20], ['放松与冥想', 15]),
    outlineEn: [
      'Breathing and warm-up',
      'Sun salutations A and B',
      'Standing poses and balance',
      'Relaxation and meditation',
    ],
    classes: [
      { day: 1, hour: 19, seats: 20, booked: 17 },
      { day: 3, hour: 19, seats: 12, booked: 11 },
      { day: 5, hour: 19, seats: 10, booked: 10 },
      { day: 8, hour: 10, seats: 20, booked: 5 },
    ],
  },
  {
    n: 2,
    title: '肩颈放松理疗课',
    titleEn: 'Shoulder and neck release',
    summary: '久坐人群专属：松解肩颈紧张，改善圆肩驼背。',
    summaryEn:
      'For people who sit all day: release tension in the shoulders and neck and ease rounded shoulders.',
    pose: 'stretch',
    coach: 0,
    minutes: 45,
    price: 3900,
    vipPrice: 2900,
    state: 'on-sale',
    outline: outline(['颈部活动度评估', 10], ['肩胛稳定练习', 20], ['筋膜放松', 15]),
    outlineEn: ['Neck mobility check', 'Shoulder-blade stability', 'Fascia release'],
    classes: [{ day: 2, hour: 12, seats: 30, booked: 6 }],
  },
  {
    n: 3,
    title: '阿斯汤加一序列精练',
    titleEn: 'Ashtanga primary series, refined',
    summary: '完整一序列带练，注重呼吸、收束与凝视点。',
    summaryEn: 'The full primary series, led, with attention to breath, bandhas and gaze points.',
    pose: 'dog',
    coach: 0,
    minutes: 90,
    price: 8800,
    vipPrice: 6800,
    state: 'on-sale',
    outline: outline(['拜日式', 15], ['站立序列', 30], ['坐立序列', 30], ['收尾序列', 15]),
    outlineEn: ['Sun salutations', 'Standing sequence', 'Seated sequence', 'Closing sequence'],
    classes: [
      { day: 2, hour: 7, seats: 15, booked: 15 },
      { day: 4, hour: 7, seats: 15, booked: 15 },
    ],
  },
  {
    n: 4,
    title: '晨间唤醒冥想',
    titleEn: 'Morning wake-up meditation',
    summary: '用二十分钟的呼吸与冥想，开始清醒专注的一天。',
    summaryEn: 'Twenty minutes of breathing and meditation for a clear, focused day.',
    pose: 'lotus',
    coach: 1,
    minutes: 20,
    price: 1900,
    vipPrice: 990,
    state: 'ended',
    outline: outline(['腹式呼吸', 5], ['身体扫描', 10], ['静坐', 5]),
    outlineEn: ['Belly breathing', 'Body scan', 'Sitting still'],
    classes: [{ day: -10, hour: 7, seats: 50, booked: 38 }],
  },
  {
    n: 5,
    title: '核心力量普拉提',
    titleEn: 'Core strength Pilates',
    summary: '垫上普拉提，强化深层核心，保护腰背。',
    summaryEn: 'Mat Pilates that strengthens the deep core and protects the lower back.',
    pose: 'boat',
    coach: 1,
    minutes: 50,
    price: 5900,
    vipPrice: 4900,
    state: 'on-sale',
    outline: outline(['骨盆中立位', 10], ['百次拍击与卷腹', 20], ['侧卧腿部系列', 20]),
    outlineEn: ['Neutral pelvis', 'The hundred and curl-ups', 'Side-lying leg series'],
    classes: [
      { day: 1, hour: 20, seats: 16, booked: 8 },
      { day: 6, hour: 20, seats: 16, booked: 3 },
    ],
    demoBought: true,
  },
];

export const seedReviews = [
  { author: '小鹿', stars: 5, text: '老师讲解很细致，跟着练完肩膀轻松了很多。' },
  { author: 'Mia', stars: 4, text: 'Clear cues and a calm pace. Would love a longer cool-down.' },
  { author: '阿青', stars: 5, text: '小班课氛围很好，每个动作都有调整。' },
  { author: '大橙子', stars: 3, text: '内容不错，就是时间有点晚。' },
];

/** Midnight of a China-time day, `days` from the day of `now`, plus `hour` hours (China). */
export function chinaTime(now: number, days: number, hour: number, minute = 0): number {
  const chinaMidnight = Math.floor((now + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
  return chinaMidnight + days * DAY + hour * 3_600_000 + minute * 60_000;
}

/** The China-time date of `now`, YYYY-MM-DD: the business's "today". */
export const chinaDay = (now: number) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

export const WEEK = 7 * DAY;
