/**
 * Demo data of the two brands with class passes and recordings (ids fixed so links and e2e tests can
 * name them). Course ids point into the courses domain's blocks (onmat 101–105, phala 201–205).
 */
export const mediaBrands = { onmat: { base: 100, cardBase: 0 }, phala: { base: 200, cardBase: 3 } } as const;
export type MediaBrand = keyof typeof mediaBrands;

/** One 120-second recording serves every playback; its first 30 seconds are the preview clip. */
export const VIDEO_FILE = 'sample-class.webm';
export const PREVIEW_FILE = 'sample-class-preview.webm';
export const VIDEO_SEC = 120;
export const PREVIEW_SEC = 30;

/** The chapters' titles in English, in the same order. */
export const seedChaptersEn = [
  'Breathing and warm-up',
  'Standing poses',
  'Core work',
  'Relaxation and meditation',
];

export const seedChapters = [
  { title: '呼吸与热身', startSec: 0 },
  { title: '站立体式', startSec: 30 },
  { title: '核心练习', startSec: 60 },
  { title: '放松与冥想', startSec: 95 },
];

export interface SeedPlayback {
  /** Playback id = cardBase + n (onmat 1–3, phala 4–6). */
  n: number;
  /** Course n of the brand's block. */
  course: number;
  title: string;
  titleEn: string;
  coach: string;
  coachEn: string;
  summary: string;
  summaryEn: string;
  daysAgo: number;
  /** Granted to the demo user by the seed (course 5 is owned through its paid order instead). */
  granted?: boolean;
}

export const seedPlaybacks: SeedPlayback[] = [
  {
    n: 1,
    course: 5,
    title: '核心力量普拉提 · 第 1 课回放',
    titleEn: 'Core strength Pilates · class 1 recording',
    coach: '陈思雨',
    coachEn: 'Chen Siyu',
    summary: '激活深层核心：骨盆中立位、呼吸与腹横肌的配合，适合零基础。',
    summaryEn:
      'Wake up the deep core: neutral pelvis, and breathing with the transverse abdominis. No experience needed.',
    daysAgo: 2,
  },
  {
    n: 2,
    course: 1,
    title: '流瑜伽进阶小班课 · 周三晚回放',
    titleEn: 'Vinyasa Flow small group · Wednesday evening recording',
    coach: '周一鸣',
    coachEn: 'Zhou Yiming',
    summary: '拜日式串联与站立平衡，老师逐一讲解体式要点。',
    summaryEn: 'Sun salutation flows and standing balances, each pose explained by the teacher.',
    daysAgo: 5,
    granted: true,
  },
  {
    n: 3,
    course: 2,
    title: '肩颈放松理疗课 · 精华回放',
    titleEn: 'Shoulder and neck release · highlights',
    coach: '林晓岚',
    coachEn: 'Lin Xiaolan',
    summary: '久坐人群的肩颈放松：颈部活动度、肩胛稳定与筋膜放松。',
    summaryEn:
      'Shoulder and neck release for people who sit all day: neck mobility, shoulder-blade stability and fascia release.',
    daysAgo: 9,
  },
];

export interface SeedCard {
  /** Card id = cardBase + n (onmat 1–3, phala 4–6). */
  n: number;
  name: string;
  nameEn: string;
  total: number;
  validDays: number;
  /** valid_until relative to the seed's clock, in days (negative: already expired). */
  untilDays: number;
  courses: number[];
  /** Sessions of each usage, newest first; they add up to the used count. */
  usages: number[];
}

export const seedCards: SeedCard[] = [
  {
    n: 1,
    name: '流瑜伽 30 次卡',
    nameEn: 'Vinyasa flow, 30 classes',
    total: 30,
    validDays: 180,
    untilDays: 45,
    courses: [1, 2, 3],
    usages: [1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1],
  },
  {
    n: 2,
    name: '普拉提 8 次卡',
    nameEn: 'Pilates, 8 classes',
    total: 8,
    validDays: 90,
    untilDays: 20,
    courses: [5],
    usages: [1, 1, 1, 1, 1, 1, 1, 1],
  },
  {
    n: 3,
    name: '体验 5 次卡',
    nameEn: 'Taster, 5 classes',
    total: 5,
    validDays: 30,
    untilDays: -3,
    courses: [2],
    usages: [1, 1],
  },
];
