const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** China time is UTC+8 all year (no daylight saving). */
const CHINA = 8 * HOUR;

/**
 * A moment `days` from `now` at a wall-clock hour in China time: seeds place classes and events at
 * hours a business would hold them (19:00, 09:30), not at whatever hour the stand-in started.
 */
export function atChinaHour(now: number, days: number, hour: number, minute = 0): number {
  const chinaMidnight = Math.floor((now + CHINA) / DAY) * DAY - CHINA;
  return chinaMidnight + days * DAY + hour * HOUR + minute * 60_000;
}

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The season of a moment in China (northern hemisphere, by month): a December event is a winter one. */
export function seasonOf(ms: number): Season {
  const month = new Date(ms + CHINA).getUTCMonth(); // 0 = January
  if (month >= 2 && month <= 4) return 'spring';
  if (month >= 5 && month <= 7) return 'summer';
  if (month >= 8 && month <= 10) return 'autumn';
  return 'winter';
}

/** A season's name in both languages, for seeded titles. */
export const seasonName: Record<Season, { zh: string; en: string }> = {
  spring: { zh: '春季', en: 'Spring' },
  summer: { zh: '夏季', en: 'Summer' },
  autumn: { zh: '秋季', en: 'Autumn' },
  winter: { zh: '冬季', en: 'Winter' },
};
