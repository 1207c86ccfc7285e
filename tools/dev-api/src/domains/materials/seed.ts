import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { enrolInBrand } from './roster';

/** The brands with a coach app; the demo number is a coach on each (a teacher sub-app's sign-in). */
const BRANDS = ['onmat', 'phala', 'suman'];
const DAY = 86_400_000;
const HOUR = 3_600_000;

const CLASSES = [
  ['流瑜伽基础', 'Flow yoga basics', '上传一段示范视频和两张体式图', 'A demo video and two pose photos'],
  ['阴瑜伽放松', 'Yin yoga to unwind', '上传课前热身视频', 'A warm-up video for before class'],
  ['核心力量', 'Core strength', '上传动作分解图', 'Step-by-step photos of the moves'],
  ['肩颈舒缓', 'Neck and shoulder relief', '上传课后拉伸视频', 'An after-class stretching video'],
] as const;

/**
 * Per brand: four classes of the demo coach in the coming week (they need material, and their
 * homework pages are open to the brand's students; handing in needs the roster, see
 * seedMaterialRoster), and on each teacher sub-app three earlier
 * materials: one approved, one rejected with a reason, one pending. Times relative to the clock.
 */
export function seedMaterials(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM material_classes').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const iso = (ms: number) => new Date(ms).toISOString();
  const addClass = db.prepare(
    'INSERT INTO material_classes (brand, coach_id, title_zh, title_en, brief_zh, brief_en, starts_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const addRecord = db.prepare(
    `INSERT INTO material_records (user_id, sub_app, class_id, kind, file_name, size, status, reason_zh, reason_en, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    const coach = demoUserId(db, now);
    // Classes on the coming days at 09:00, 11:00, 13:00 and 15:00 China time (UTC+8).
    const chinaMidnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    for (const brand of BRANDS) {
      const ids = CLASSES.map(([tz, te, bz, be], i) =>
        Number(
          addClass.run(brand, coach, tz, te, bz, be, iso(chinaMidnight + (i + 1) * DAY + (9 + 2 * i) * HOUR))
            .lastInsertRowid,
        ),
      );
      const subApp = brand === 'suman' ? 'suman-teacher' : `${brand}-teacher`;
      addRecord.run(
        coach,
        subApp,
        ids[0],
        'video',
        'demo-flow.mp4',
        18_400_000,
        'approved',
        null,
        null,
        iso(now - 3 * DAY),
      );
      addRecord.run(
        coach,
        subApp,
        ids[1],
        'video',
        'warm-up.mp4',
        9_600_000,
        'rejected',
        '视频画面太暗，请在光线充足处重新拍摄',
        'The video is too dark; please film it again in good light',
        iso(now - 2 * DAY),
      );
      addRecord.run(
        coach,
        subApp,
        ids[2],
        'image',
        'core-steps.jpg',
        820_000,
        'pending',
        null,
        null,
        iso(now - DAY),
      );
    }
  })();
}

/**
 * The demo student on the roster of every class (roster.ts), at every start: a database seeded
 * before rosters existed gets them too.
 */
export function seedMaterialRoster(db: Db, clock: () => number): void {
  const student = demoUserId(db, clock());
  for (const brand of BRANDS) enrolInBrand(db, student, brand);
}
