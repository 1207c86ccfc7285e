import type { CoachClassKind } from '@yoga/contract';
import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { linkCourse } from './course-link';
import { chinaDayStart, DAY, HOUR, notifyStudents } from './store';

/** The coach sub-apps (each brand's coach app): each has its open classes and colleagues. */
export const COACH_SUB_APPS = ['onmat-teacher', 'phala-teacher', 'suman-teacher'] as const;

type ClassSeed = {
  key: string;
  kind: CoachClassKind;
  title: [string, string];
  room: [string, string];
  /** Start: a day from today (China time) and an hour of that day, or hours from now (`soon`). */
  day?: number;
  hour?: number;
  soon?: number;
  minutes: number;
  capacity: number;
  booked: number;
};

const studio: [string, string] = ['一号教室', 'Studio 1'];
const studio2: [string, string] = ['二号教室', 'Studio 2'];
const online: [string, string] = ['线上直播间', 'Online room'];

/** A coach's starter week: past classes with check-ins, one too soon to cancel, and some to change. */
const mine: ClassSeed[] = [
  {
    key: 'past5',
    kind: 'group',
    title: ['晨间流瑜伽', 'Morning Flow'],
    room: studio,
    day: -5,
    hour: 9,
    minutes: 60,
    capacity: 12,
    booked: 9,
  },
  {
    key: 'past2',
    kind: 'group',
    title: ['晨间流瑜伽', 'Morning Flow'],
    room: studio,
    day: -2,
    hour: 9,
    minutes: 60,
    capacity: 12,
    booked: 11,
  },
  {
    key: 'today',
    kind: 'group',
    title: ['午间舒展', 'Midday Stretch'],
    room: studio2,
    day: 0,
    hour: 12,
    minutes: 45,
    capacity: 15,
    booked: 8,
  },
  {
    key: 'soon',
    kind: 'private',
    title: ['私教课 · 体式精修', 'Private: alignment'],
    room: studio2,
    soon: 3,
    minutes: 60,
    capacity: 1,
    booked: 1,
  },
  {
    key: 'live1',
    kind: 'live',
    title: ['直播 · 肩颈放松', 'Live: neck and shoulders'],
    room: online,
    day: 1,
    hour: 20,
    minutes: 45,
    capacity: 100,
    booked: 26,
  },
  {
    key: 'cancelled',
    kind: 'live',
    title: ['睡前冥想', 'Bedtime meditation'],
    room: online,
    day: 2,
    hour: 21,
    minutes: 30,
    capacity: 100,
    booked: 14,
  },
  {
    key: 'yin',
    kind: 'group',
    title: ['阴瑜伽', 'Yin Yoga'],
    room: studio,
    day: 3,
    hour: 10,
    minutes: 60,
    capacity: 15,
    booked: 10,
  },
  {
    key: 'power',
    kind: 'group',
    title: ['力量瑜伽', 'Power Yoga'],
    room: studio,
    day: 4,
    hour: 18,
    minutes: 60,
    capacity: 15,
    booked: 12,
  },
  {
    key: 'prenatal',
    kind: 'private',
    title: ['孕期瑜伽', 'Prenatal Yoga'],
    room: studio2,
    day: 5,
    hour: 9,
    minutes: 60,
    capacity: 1,
    booked: 1,
  },
  {
    key: 'next1',
    kind: 'group',
    title: ['哈他瑜伽', 'Hatha Yoga'],
    room: studio,
    day: 9,
    hour: 19,
    minutes: 60,
    capacity: 15,
    booked: 6,
  },
];

/** Open classes of every coach app: the first overlaps the starter week's Yin Yoga (a clash). */
const open: ClassSeed[] = [
  {
    key: 'o-clash',
    kind: 'group',
    title: ['普拉提入门', 'Pilates basics'],
    room: studio2,
    day: 3,
    hour: 10.5,
    minutes: 60,
    capacity: 12,
    booked: 4,
  },
  {
    key: 'o-free',
    kind: 'group',
    title: ['流瑜伽进阶', 'Flow Yoga, advanced'],
    room: studio2,
    day: 6,
    hour: 14,
    minutes: 60,
    capacity: 12,
    booked: 5,
  },
  {
    key: 'o-live',
    kind: 'live',
    title: ['直播 · 晨练唤醒', 'Live: wake-up practice'],
    room: online,
    day: 7,
    hour: 7,
    minutes: 30,
    capacity: 100,
    booked: 0,
  },
  {
    key: 'o-private',
    kind: 'private',
    title: ['私教课 · 初学者', 'Private: first steps'],
    room: studio,
    day: 8,
    hour: 16,
    minutes: 60,
    capacity: 1,
    booked: 1,
  },
];

const colleagues: [string, string][] = [
  ['王老师', 'Coach Wang'],
  ['李老师', 'Coach Li'],
  ['陈老师', 'Coach Chen'],
];

const startOf = (s: ClassSeed, now: number) =>
  s.soon !== undefined
    ? Math.ceil((now + s.soon * HOUR) / (30 * 60_000)) * 30 * 60_000
    : chinaDayStart(now) + (s.day ?? 0) * DAY + (s.hour ?? 9) * HOUR;

let studentNumber = 1000;

function insertClass(db: Db, subApp: string, coachId: number | null, s: ClassSeed, now: number): number {
  const start = startOf(s, now);
  const id = Number(
    db
      .prepare(
        `INSERT INTO coach_classes (sub_app, coach_id, kind, title_zh, title_en, room_zh, room_en, starts_at, ends_at, capacity)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        subApp,
        coachId,
        s.kind,
        s.title[0],
        s.title[1],
        s.room[0],
        s.room[1],
        start,
        start + s.minutes * 60_000,
        s.capacity,
      ).lastInsertRowid,
  );
  const started = start <= now;
  const roster = db.prepare(
    'INSERT INTO coach_class_roster (class_id, number, checked_in_at) VALUES (?, ?, ?)',
  );
  for (let i = 0; i < s.booked; i++) {
    studentNumber = (studentNumber % 8999) + 1;
    // Who came to a class that has begun: all but one (every fourth a few minutes late).
    const came = started && i < s.booked - 1;
    roster.run(id, 1000 + studentNumber, came ? start - 10 * 60_000 + (i % 4 === 3 ? 15 * 60_000 : 0) : null);
  }
  return id;
}

function request(
  db: Db,
  r: {
    classId: number;
    coachId: number;
    subApp: string;
    kind: string;
    state: string;
    reason: string;
    answer?: [string, string];
    start?: number;
    end?: number;
    /** The class's time when asked (a moved class's original time). */
    old?: [number, number];
    at: number;
  },
) {
  const id = Number(
    db
      .prepare(
        `INSERT INTO coach_class_requests (class_id, coach_id, sub_app, kind, new_starts_at, new_ends_at,
         old_starts_at, old_ends_at, reason, state, answer_zh, answer_en, created_at, decided_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        r.classId,
        r.coachId,
        r.subApp,
        r.kind,
        r.start ?? null,
        r.end ?? null,
        r.old?.[0] ?? null,
        r.old?.[1] ?? null,
        r.reason,
        r.state,
        r.answer?.[0] ?? null,
        r.answer?.[1] ?? null,
        r.at,
        r.state === 'pending' ? null : r.at + HOUR,
      ).lastInsertRowid,
  );
  // Students hear of a change once it is approved, never while it waits.
  if (r.state === 'approved' && r.kind !== 'handover') notifyStudents(db, id, r.classId, r.at + HOUR);
}

/**
 * A coach's starter schedule in a coach sub-app, once (nothing when they have classes there): the
 * classes above, a pending new time (Power Yoga), an approved cancel (Bedtime meditation, cancelled),
 * a refused cancel (Prenatal Yoga) and an approved new time (Live: neck and shoulders). Hatha Yoga
 * (next week) is sold to students as a course of its own where the brand sells courses: a change to
 * it reaches their orders.
 */
export function seedSchedule(db: Db, userId: number, subApp: string, now: number): number {
  const has = db
    .prepare('SELECT COUNT(*) AS n FROM coach_classes WHERE sub_app = ? AND coach_id = ?')
    .get(subApp, userId) as { n: number };
  if (has.n > 0) return has.n;
  db.transaction(() => {
    const ids = Object.fromEntries(mine.map((s) => [s.key, insertClass(db, subApp, userId, s, now)]));
    const at = now - 2 * DAY;
    const power = startOf(
      mine.find((s) => s.key === 'power')!,
      now,
    );
    const base = { coachId: userId, subApp, at };
    request(db, {
      ...base,
      classId: ids.power!,
      kind: 'time',
      state: 'pending',
      reason: '场地维护，想提前一小时',
      start: power - HOUR,
      end: power,
      old: [power, power + HOUR],
    });
    request(db, {
      ...base,
      classId: ids.cancelled!,
      kind: 'cancel',
      state: 'approved',
      reason: '直播设备检修',
    });
    db.prepare("UPDATE coach_classes SET state = 'cancelled' WHERE id = ?").run(ids.cancelled);
    request(db, {
      ...base,
      classId: ids.prenatal!,
      kind: 'cancel',
      state: 'refused',
      reason: '临时有事',
      answer: ['学员已确认上课，请按时授课', 'The student has confirmed; please teach as planned'],
    });
    const live = startOf(
      mine.find((s) => s.key === 'live1')!,
      now,
    );
    request(db, {
      ...base,
      classId: ids.live1!,
      kind: 'time',
      state: 'approved',
      reason: '与培训时间冲突',
      start: live,
      end: live + 45 * 60_000,
      // It was a day later, in the evening, before the move.
      old: [live + DAY + 2 * HOUR, live + DAY + 2 * HOUR + 45 * 60_000],
      at: at - DAY,
    });
    linkCourse(db, ids.next1!, mine.find((s) => s.key === 'next1')!.booked);
  })();
  return mine.length;
}

/** Open classes and colleagues of every coach app, and the demo coach's schedule in each (dates relative to the clock). */
export function seedCoachClasses(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM coach_colleagues').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const demo = demoUserId(db, now);
  db.transaction(() => {
    for (const subApp of COACH_SUB_APPS) {
      for (const [zh, en] of colleagues)
        db.prepare('INSERT INTO coach_colleagues (sub_app, name_zh, name_en) VALUES (?, ?, ?)').run(
          subApp,
          zh,
          en,
        );
      for (const s of open) insertClass(db, subApp, null, s, now);
      seedSchedule(db, demo, subApp, now);
    }
  })();
}
