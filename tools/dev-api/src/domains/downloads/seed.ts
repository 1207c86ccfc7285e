import { brandName, type Brand } from '@yoga/platform';
import type { Db } from '../../db';

const DAY = 86_400_000;
/** Brands with an app of their own, with its display name and deep-link scheme. */
// Names from the registry (one spelling per brand everywhere); only the scheme is the app's own.
const app = (brand: Brand, scheme: string) => ({
  name: brandName(brand, 'zh'),
  nameEn: brandName(brand, 'en'),
  scheme,
});
export const appBrands: Record<string, { name: string; nameEn: string; scheme: string }> = {
  onmat: app('onmat', 'onmat'),
  phala: app('phala', 'phala'),
  slim: app('slim', 'slim'),
  suman: app('suman', 'suman'),
  'yoga-bay': app('yoga-bay', 'yogabay'),
  cycling: app('cycling', 'cycling'),
  beaticam: app('beaticam', 'beaticam'),
};

const notes = {
  release: [
    ['课程页支持倍速播放', 'Courses play at faster speeds'],
    ['练习记录按月汇总', 'Practice records are summed up by month'],
    ['修复了若干已知问题', 'Fixes for known problems'],
  ],
  test: [
    ['测试版：新的首页布局', 'Test build: a new home layout'],
    ['测试版：电视扫码登录', 'Test build: sign in on a TV by code'],
  ],
} as const;

const services: { brand: string; id: number }[] = [
  { brand: 'onmat', id: 190 },
  { brand: 'phala', id: 290 },
];

/**
 * Each brand's builds (dates relative to the clock), and a card for every course coach plus one
 * service coach per course brand. Written once into empty tables (courses seeds its coaches first).
 */
export function seedDownloads(db: Db, clock: () => number): void {
  const now = clock();
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM app_builds').get() as { n: number };
  db.transaction(() => {
    if (n === 0) {
      const put = db.prepare(
        `INSERT INTO app_builds (brand, channel, platform, version, size, notes, notes_en, released_at, url)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      Object.keys(appBrands).forEach((brand, b) => {
        for (const channel of ['release', 'test'] as const) {
          const version = channel === 'release' ? `5.${b + 2}.0` : `5.${b + 3}.0-beta.2`;
          const zh = JSON.stringify(notes[channel].map((x) => x[0]));
          const en = JSON.stringify(notes[channel].map((x) => x[1]));
          const at = now - (channel === 'release' ? 12 : 2) * DAY;
          put.run(
            brand,
            channel,
            'ios',
            version,
            86_900_000 + b * 1_300_000,
            zh,
            en,
            at,
            channel === 'release'
              ? `https://apps.apple.com/cn/app/${brand}/id16${b}0012345`
              : `https://testflight.apple.com/join/${brand}Beta`,
          );
          put.run(
            brand,
            channel,
            'android',
            version,
            61_200_000 + b * 900_000,
            zh,
            en,
            at,
            `https://downloads.example.cn/${brand}/${brand}-${version}.apk`,
          );
        }
      });
    }
    const { c } = db.prepare('SELECT COUNT(*) AS c FROM coach_cards').get() as { c: number };
    if (c > 0) return;
    db.prepare(
      `INSERT INTO coach_cards (id, brand, name, name_en, title, title_en, intro, intro_en, chat_id)
       SELECT id, brand, name, name_en, title, title_en,
         '从业' || (5 + id % 7) || '年，擅长把体式拆成小步骤，课后答疑一对一。',
         (5 + id % 7) || ' years of teaching; breaks every pose into small steps and answers questions one to one after class.',
         brand || '_coach_' || id FROM course_coaches`,
    ).run();
    for (const s of services)
      db.prepare(
        `INSERT INTO coach_cards (id, brand, name, name_en, title, title_en, intro, intro_en, chat_id, service)
         VALUES (?, ?, '课程顾问小满', 'Xiaoman, course adviser', '学员服务', 'Student service',
           '选课、上课方式、退改问题都可以问我，工作日 9:00–21:00 在线。',
           'Ask me about choosing a course, how classes work, changes and refunds; online 9:00–21:00 on weekdays.', ?, 1)`,
      ).run(s.id, s.brand, `${s.brand}_service`);
  })();
}
