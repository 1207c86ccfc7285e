import {
  CERT_CODES,
  CERT_EXAM_CANCEL_BEFORE_MS,
  type ExamBooking,
  type ExamOptions,
  type SubAppIdT,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { DomainEvents } from '../../events';
import { inLang, type Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { cancelOrder, createOrder, refundPaidOrder } from '../orders/store';
import { brandOf } from './store';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What each brand examines for, and its fee (fen). */
const EXAMS: Record<string, { level: Record<Lang, string>; fee: number }> = {
  onmat: {
    level: { zh: '200 小时瑜伽教练资格考试', en: '200-hour yoga teacher certification exam' },
    fee: 80000,
  },
  phala: {
    level: { zh: '瑜伽教练资格考试（初级）', en: 'Yoga teacher certification exam (foundation)' },
    fee: 68000,
  },
};
const DOCUMENTS: Record<Lang, string[]> = {
  zh: ['身份证原件', '培训结业证明', '两寸白底证件照 2 张'],
  en: [
    'Your ID card (original)',
    'Training completion certificate',
    'Two passport photos (white background)',
  ],
};
const BRING: Record<Lang, string[]> = {
  zh: ['瑜伽垫与运动服', '黑色签字笔', '饮用水'],
  en: ['Yoga mat and sportswear', 'A black pen', 'Drinking water'],
};

type Centre = { city: [string, string]; name: [string, string]; address: [string, string] };
const CENTRES: Record<string, Centre[]> = {
  onmat: [
    {
      city: ['上海', 'Shanghai'],
      name: ['OnMat 上海静安考点', 'OnMat Shanghai Jing’an centre'],
      address: ['上海市静安区南京西路 1266 号 8 楼', '8F, 1266 West Nanjing Road, Jing’an, Shanghai'],
    },
    {
      city: ['北京', 'Beijing'],
      name: ['OnMat 北京朝阳考点', 'OnMat Beijing Chaoyang centre'],
      address: ['北京市朝阳区建国路 89 号 3 楼', '3F, 89 Jianguo Road, Chaoyang, Beijing'],
    },
  ],
  phala: [
    {
      city: ['杭州', 'Hangzhou'],
      name: ['Phala 杭州西湖考点', 'Phala Hangzhou West Lake centre'],
      address: ['杭州市西湖区文三路 478 号 5 楼', '5F, 478 Wensan Road, Xihu, Hangzhou'],
    },
  ],
};

/**
 * The slots of a centre, by days from today (China time, 09:00-12:00 or 14:00-17:00): tomorrow's is
 * inside the booking cut-off; one has a single seat left, one is full.
 */
const SLOTS: { day: number; hour: number; seats: number; taken: number }[] = [
  { day: 1, hour: 9, seats: 20, taken: 4 },
  { day: 7, hour: 9, seats: 20, taken: 6 },
  { day: 14, hour: 14, seats: 12, taken: 11 },
  { day: 21, hour: 9, seats: 10, taken: 10 },
];

/** 00:00 China time of the day `ms` falls on. */
const chinaMidnight = (ms: number) => Math.floor((ms + 8 * HOUR) / DAY) * DAY - 8 * HOUR;

export function seedExams(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM exam_centres').get() as { n: number };
  if (n > 0) return;
  const today = chinaMidnight(clock());
  const centre = db.prepare(
    `INSERT INTO exam_centres (brand, city, city_en, name, name_en, address, address_en) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const slot = db.prepare(
    'INSERT INTO exam_slots (centre_id, starts_at, ends_at, seats, taken) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const [brand, centres] of Object.entries(CENTRES))
      for (const c of centres) {
        const { lastInsertRowid } = centre.run(brand, ...c.city, ...c.name, ...c.address);
        for (const s of SLOTS) {
          const start = today + s.day * DAY + s.hour * HOUR;
          slot.run(lastInsertRowid, start, start + 3 * HOUR, s.seats, s.taken);
        }
      }
  })();
}

type SlotRow = {
  id: number;
  centre_id: number;
  starts_at: number;
  ends_at: number;
  seats: number;
  taken: number;
  brand: string;
  city: string;
  city_en: string;
  name: string;
  name_en: string;
  address: string;
  address_en: string;
};
type BookingRow = {
  id: number;
  user_id: number;
  sub_app: string;
  slot_id: number;
  order_no: string;
  fee: number;
  state: ExamBooking['state'];
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  refunded: number;
};

const examOf = (subApp: SubAppIdT) => EXAMS[brandOf(subApp)];
const SLOT_SQL = 'SELECT s.*, c.* , s.id AS id FROM exam_slots s JOIN exam_centres c ON c.id = s.centre_id';

/** A pending booking past its pay deadline gives its seat back (swept on every access). */
function sweep(db: Db, now: number): void {
  const late = db
    .prepare("SELECT id, slot_id FROM exam_bookings WHERE state = 'pending' AND pay_deadline <= ?")
    .all(now) as { id: number; slot_id: number }[];
  for (const b of late) release(db, now, b, 'expired');
}

function release(db: Db, now: number, b: { id: number; slot_id: number }, state: 'expired' | 'cancelled') {
  db.prepare('UPDATE exam_bookings SET state = ?, closed_at = ? WHERE id = ?').run(state, now, b.id);
  db.prepare('UPDATE exam_slots SET taken = taken - 1 WHERE id = ?').run(b.slot_id);
}

export function examOptions(db: Db, now: number, subApp: SubAppIdT, lang: Lang): ExamOptions {
  sweep(db, now);
  const exam = examOf(subApp);
  const rows = db
    .prepare(`${SLOT_SQL} WHERE c.brand = ? AND s.starts_at > ? ORDER BY c.id, s.starts_at`)
    .all(brandOf(subApp), now) as SlotRow[];
  const centres = new Map<number, ExamOptions['centres'][number]>();
  for (const r of rows) {
    const c = centres.get(r.centre_id) ?? {
      id: r.centre_id,
      city: inLang(lang, r.city, r.city_en),
      name: inLang(lang, r.name, r.name_en),
      address: inLang(lang, r.address, r.address_en),
      slots: [],
    };
    c.slots.push({
      id: r.id,
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      seats: r.seats,
      seatsLeft: r.seats - r.taken,
      bookable: r.taken < r.seats && r.starts_at - CERT_EXAM_CANCEL_BEFORE_MS > now,
    });
    centres.set(r.centre_id, c);
  }
  return {
    level: exam?.level[lang] ?? '',
    fee: exam?.fee ?? 0,
    documents: DOCUMENTS[lang],
    bring: BRING[lang],
    centres: [...centres.values()],
  };
}

function toBooking(db: Db, b: BookingRow, lang: Lang): ExamBooking {
  const s = db.prepare(`${SLOT_SQL} WHERE s.id = ?`).get(b.slot_id) as SlotRow;
  return {
    id: b.id,
    state: b.state,
    level: EXAMS[s.brand]?.level[lang] ?? '',
    city: inLang(lang, s.city, s.city_en),
    centre: inLang(lang, s.name, s.name_en),
    address: inLang(lang, s.address, s.address_en),
    startsAt: iso(s.starts_at),
    endsAt: iso(s.ends_at),
    fee: b.fee,
    orderNo: b.order_no,
    payDeadline: iso(b.pay_deadline),
    paidAt: b.paid_at === null ? null : iso(b.paid_at),
    cancelBefore: iso(s.starts_at - CERT_EXAM_CANCEL_BEFORE_MS),
    refunded: b.refunded === 1,
  };
}

/** Pending, or booked for an exam not yet over. */
function activeRow(db: Db, now: number, o: Owner): BookingRow | undefined {
  return db
    .prepare(
      `SELECT b.* FROM exam_bookings b JOIN exam_slots s ON s.id = b.slot_id
       WHERE b.user_id = ? AND b.sub_app = ? AND (b.state = 'pending' OR (b.state = 'booked' AND s.ends_at > ?))
       ORDER BY b.id DESC LIMIT 1`,
    )
    .get(o.userId, o.subApp, now) as BookingRow | undefined;
}

/**
 * The person's active booking in any sub-app of this brand (onmat and onmat-teacher share one
 * exam and one person): the hold policy's one seat per person, so a second seat cannot be taken
 * through the other sub-app (issue 31).
 */
function activeInBrand(db: Db, now: number, o: Owner): boolean {
  return !!db
    .prepare(
      `SELECT 1 FROM exam_bookings b JOIN exam_slots s ON s.id = b.slot_id JOIN exam_centres c ON c.id = s.centre_id
       WHERE b.user_id = ? AND c.brand = ? AND (b.state = 'pending' OR (b.state = 'booked' AND s.ends_at > ?))
       LIMIT 1`,
    )
    .get(o.userId, brandOf(o.subApp), now);
}

export function myBooking(db: Db, now: number, o: Owner, lang: Lang): { booking: ExamBooking | null } {
  sweep(db, now);
  const row = activeRow(db, now, o);
  return { booking: row ? toBooking(db, row, lang) : null };
}

/**
 * Takes a seat and opens the fee's order in one transaction: `taken < seats` in the UPDATE is the
 * only seat check, so two bookings of the last seat can never both win.
 */
export function bookExam(db: Db, clock: () => number, o: Owner, slotId: number, lang: Lang): ExamBooking {
  return db.transaction(() => {
    const now = clock();
    sweep(db, now);
    const exam = examOf(o.subApp);
    const slot = db.prepare(`${SLOT_SQL} WHERE s.id = ? AND c.brand = ?`).get(slotId, brandOf(o.subApp)) as
      SlotRow | undefined;
    if (!slot || !exam) throw new ApiFailure(404, 'certificates_exam_slot_not_found');
    if (activeInBrand(db, now, o))
      throw new ApiFailure(CERT_CODES.examAlreadyBooked, 'certificates_exam_already_booked');
    if (slot.starts_at - CERT_EXAM_CANCEL_BEFORE_MS <= now)
      throw new ApiFailure(CERT_CODES.examSlotClosed, 'certificates_exam_slot_closed');
    const took = db
      .prepare('UPDATE exam_slots SET taken = taken + 1 WHERE id = ? AND taken < seats')
      .run(slotId);
    if (took.changes !== 1) throw new ApiFailure(CERT_CODES.examSlotFull, 'certificates_exam_slot_full');
    const order = createOrder(db, clock, {
      ...o,
      kind: 'cert_exam',
      refId: slotId,
      title: `${exam.level.zh} · ${slot.name}`,
      titleEn: `${exam.level.en} · ${slot.name_en}`,
      amount: exam.fee,
      classTime: iso(slot.starts_at),
      detail: { slotId, centreId: slot.centre_id },
    });
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO exam_bookings (user_id, sub_app, slot_id, order_no, fee, state, created_at, pay_deadline)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(o.userId, o.subApp, slotId, order.orderNo, exam.fee, now, Date.parse(order.payDeadline));
    return toBooking(
      db,
      db.prepare('SELECT * FROM exam_bookings WHERE id = ?').get(lastInsertRowid) as BookingRow,
      lang,
    );
  })();
}

/**
 * The owner's booking cancelled and its seat given back: a pending one closes its order, a booked
 * one is refunded, until 48 h before the start (4855 with { cancelBefore } after that).
 */
export function cancelExam(db: Db, clock: () => number, o: Owner, id: number, lang: Lang): ExamBooking {
  return db.transaction(() => {
    const now = clock();
    sweep(db, now);
    const row = db
      .prepare('SELECT * FROM exam_bookings WHERE id = ? AND user_id = ? AND sub_app = ?')
      .get(id, o.userId, o.subApp) as BookingRow | undefined;
    if (!row || (row.state !== 'pending' && row.state !== 'booked'))
      throw new ApiFailure(404, 'certificates_exam_booking_not_found');
    const slot = db.prepare('SELECT starts_at FROM exam_slots WHERE id = ?').get(row.slot_id) as {
      starts_at: number;
    };
    const cancelBefore = slot.starts_at - CERT_EXAM_CANCEL_BEFORE_MS;
    if (row.state === 'booked' && now >= cancelBefore)
      throw new ApiFailure(
        CERT_CODES.examCancelClosed,
        'certificates_exam_cancel_closed',
        200,
        {},
        {
          cancelBefore: iso(cancelBefore),
        },
      );
    release(db, now, row, 'cancelled');
    if (row.state === 'pending') cancelOrder(db, clock, row.order_no, o);
    else {
      db.prepare('UPDATE exam_bookings SET refunded = 1 WHERE id = ?').run(row.id);
      refundPaidOrder(db, clock, row.order_no);
    }
    return toBooking(
      db,
      db.prepare('SELECT * FROM exam_bookings WHERE id = ?').get(row.id) as BookingRow,
      lang,
    );
  })();
}

/** The fee paid: the booking is confirmed here, by the payment, never by the client. */
export function onExamPaid(e: DomainEvents['order.paid']): void {
  const now = e.clock();
  e.db
    .prepare(
      "UPDATE exam_bookings SET state = 'booked', paid_at = ? WHERE order_no = ? AND state = 'pending'",
    )
    .run(now, e.order.orderNo);
}

/** The order closed at the cashier: the pending booking gives its seat back. */
export function onExamOrderClosed(e: DomainEvents['order.cancelled']): void {
  const row = e.db
    .prepare("SELECT id, slot_id FROM exam_bookings WHERE order_no = ? AND state = 'pending'")
    .get(e.order.orderNo) as { id: number; slot_id: number } | undefined;
  if (row) release(e.db, e.clock(), row, 'cancelled');
}
