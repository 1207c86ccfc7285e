import { randomBytes } from 'node:crypto';
import {
  COACH_ACCOUNT_CODES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  INVOICE_FILE_MAX_BYTES,
  textLength,
  type ApplicationItemKey,
  type CoachApplication,
  type CoachPayout,
  type Complaint,
  type IncomeLevel,
  type InvoiceFile,
  type InvoiceRecord,
  type InvoiceSubmitRequest,
  type PayrollSign,
  type StudentLookup,
} from '@yoga/contract';
import { maskName } from '@yoga/format/mask';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { takeUploadQuota } from '../evaluations/upload-limits';
import { INVOICE_FILE_PATH } from './paths';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString();
const isoOrNull = (t: number | null) => (t == null ? null : iso(t));

/** Where the scan link of the payroll QR points (routes.ts serves it). */
export const SCAN_PATH = '/api/coach-account/payroll-sign/scan/';

/** Who pays each brand's coaches: what an invoice must name (either language's name is accepted). */
const PAYERS: Record<string, { zh: string; en: string; taxNumber: string }> = {
  onmat: {
    zh: '上海昂麦瑜伽科技有限公司',
    en: 'Shanghai OnMat Yoga Technology Co., Ltd.',
    taxNumber: '91310000MA1FL8XQ37',
  },
  phala: {
    zh: '杭州帕拉健康管理有限公司',
    en: 'Hangzhou Phala Health Management Co., Ltd.',
    taxNumber: '91330100MA2H3K7P9G',
  },
  suman: {
    zh: '深圳素曼文化传播有限公司',
    en: 'Shenzhen Suman Culture Communication Co., Ltd.',
    taxNumber: '91440300MA5G2R8N15',
  },
};
const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;
export const roleOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.role;
const payerOf = (subApp: string) => PAYERS[brandOf(subApp)] ?? PAYERS['onmat']!;

/** Income levels: pay per class, and what reaching each needs (rating in tenths of a star). */
const LEVELS = [
  {
    level: 1,
    zh: '铜牌教练',
    en: 'Bronze coach',
    perClass: 9000,
    classes: 0,
    rating: 0,
    students: 0,
    months: 0,
  },
  {
    level: 2,
    zh: '银牌教练',
    en: 'Silver coach',
    perClass: 12000,
    classes: 40,
    rating: 45,
    students: 20,
    months: 3,
  },
  {
    level: 3,
    zh: '金牌教练',
    en: 'Gold coach',
    perClass: 15000,
    classes: 120,
    rating: 48,
    students: 80,
    months: 6,
  },
  {
    level: 4,
    zh: '明星教练',
    en: 'Star coach',
    perClass: 20000,
    classes: 300,
    rating: 49,
    students: 200,
    months: 12,
  },
];

const ITEMS: ApplicationItemKey[] = ['id_card', 'photo', 'certificate', 'experience', 'health'];

/** The seeded rejected invoice's title: a person's name instead of the payer's. */
const SEEDED_PERSON = { zh: '张老师', en: 'Ms Zhang' };

const REJECT_REASON = {
  zh: '发票抬头写成了个人姓名，请开具抬头为结算单位的发票',
  en: 'The invoice was made out to a person; it must name the paying company',
};

interface AccountRow {
  level: number;
  classes: number;
  rating: number;
  students: number;
  started_at: number;
  application_state: CoachApplication['state'];
  application_items: string;
  submitted_at: number | null;
  queue_base: number;
  sign_ticket: string;
  signed_at: number | null;
}

/**
 * A coach's account row, made on first use: a new coach has applied for nothing yet (state none,
 * no items), and has no level, payouts or students: only a history (giveCoachHistory) gives those.
 */
export function ensureCoach(db: Db, o: Owner, now: number): AccountRow {
  const found = db
    .prepare('SELECT * FROM coach_accounts WHERE sub_app = ? AND user_id = ?')
    .get(o.subApp, o.userId) as AccountRow | undefined;
  if (found) return found;
  db.prepare(
    `INSERT INTO coach_accounts (sub_app, user_id, created_at, level, classes, rating, students, started_at,
      application_state, application_items, submitted_at, queue_base, sign_ticket, signed_at)
     VALUES (?, ?, ?, 1, 0, 0, 0, ?, 'none', '[]', NULL, 14, ?, NULL)`,
  ).run(o.subApp, o.userId, now, now, randomBytes(16).toString('hex'));
  return ensureCoach(db, o, now);
}

/**
 * The history a coach who has worked here a while would have, on every coach sub-app: approved
 * (every item in, no queue place), a silver level, four monthly payouts (the last two without an
 * invoice, one with a rejected one; older ones received and accepted), three students and an
 * unsigned payroll agreement. Given to the demo number at start and to a number a test names
 * (account.history); an account already active keeps what it has.
 */
export function giveCoachHistory(db: Db, now: number, userId: number): void {
  for (const s of subApps.filter((x) => x.role === 'teacher')) {
    const o: Owner = { subApp: s.id, userId };
    if (ensureCoach(db, o, now).application_state === 'approved') continue;
    db.transaction(() => activate(db, o, now))();
  }
}

function activate(db: Db, o: Owner, now: number): void {
  db.prepare(
    `UPDATE coach_accounts SET level = 2, classes = 86, rating = 47, students = 58, started_at = ?,
       application_state = 'approved', application_items = ?, submitted_at = ?
     WHERE sub_app = ? AND user_id = ?`,
  ).run(now - 220 * DAY, JSON.stringify(ITEMS), now - 230 * DAY, o.subApp, o.userId);
  const payout = db.prepare(
    'INSERT INTO coach_payouts (sub_app, user_id, period_start, period_end, amount) VALUES (?, ?, ?, ?, ?)',
  );
  const invoice = db.prepare(
    `INSERT INTO coach_invoices (payout_id, file_id, amount, title, tax_number, state, reason_zh, reason_en, submitted_at, decided_at)
     VALUES (?, 'seeded', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const payer = payerOf(o.subApp);
  // Oldest first, so the newest payout has the highest id.
  const months = [
    { back: 4, amount: 298000, invoice: 'accepted' },
    { back: 3, amount: 350000, invoice: 'received' },
    { back: 2, amount: 412500, invoice: 'rejected' },
    { back: 1, amount: 386000, invoice: null },
  ] as const;
  for (const m of months) {
    const end = now - (m.back - 1) * 30 * DAY - 5 * DAY;
    const id = Number(payout.run(o.subApp, o.userId, end - 30 * DAY, end, m.amount).lastInsertRowid);
    if (!m.invoice) continue;
    const rejected = m.invoice === 'rejected';
    invoice.run(
      id,
      m.amount,
      rejected ? SEEDED_PERSON.zh : payer.zh,
      payer.taxNumber,
      m.invoice,
      rejected ? REJECT_REASON.zh : null,
      rejected ? REJECT_REASON.en : null,
      end + 2 * DAY,
      m.invoice === 'received' ? null : end + 4 * DAY,
    );
  }
  const student = db.prepare(
    `INSERT OR IGNORE INTO coach_students (sub_app, user_id, phone, name_zh, name_en, joined_at, classes, last_class_at, vip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  student.run(
    o.subApp,
    o.userId,
    '13800138000',
    '李晓雯',
    'Xiaowen Li',
    now - 160 * DAY,
    24,
    now - 2 * DAY,
    1,
  );
  student.run(o.subApp, o.userId, '13911112222', '王芳', 'Fang Wang', now - 45 * DAY, 6, now - 9 * DAY, 0);
  student.run(o.subApp, o.userId, '13733334444', '陈静', 'Jing Chen', now - 12 * DAY, 0, null, 0);
}

export function assertCoach(subApp: string) {
  if (roleOf(subApp) !== 'teacher') throw new ApiFailure(COACH_ACCOUNT_CODES.coachOnly, 'coach_only');
}

interface PayoutRow {
  id: number;
  period_start: number;
  period_end: number;
  amount: number;
  state: InvoiceRecord['state'] | null;
  reason_zh: string | null;
  reason_en: string | null;
}

const PAYOUT_SQL = `SELECT p.id, p.period_start, p.period_end, p.amount, i.state, i.reason_zh, i.reason_en
  FROM coach_payouts p LEFT JOIN coach_invoices i ON i.id =
    (SELECT MAX(id) FROM coach_invoices WHERE payout_id = p.id)
  WHERE p.sub_app = ? AND p.user_id = ?`;

function payoutOf(r: PayoutRow, subApp: string, lang: Lang): CoachPayout {
  const payer = payerOf(subApp);
  const rejected = r.state === 'rejected';
  return {
    id: r.id,
    periodStart: iso(r.period_start),
    periodEnd: iso(r.period_end),
    amount: r.amount,
    title: payer[lang],
    taxNumber: payer.taxNumber,
    invoiceState: r.state === null || rejected ? 'needed' : r.state,
    reason: rejected ? (lang === 'en' ? r.reason_en : r.reason_zh) : null,
  };
}

export function listPayouts(db: Db, o: Owner, now: number, lang: Lang): { list: CoachPayout[] } {
  ensureCoach(db, o, now);
  const rows = db.prepare(`${PAYOUT_SQL} ORDER BY p.period_end DESC`).all(o.subApp, o.userId) as PayoutRow[];
  return { list: rows.map((r) => payoutOf(r, o.subApp, lang)) };
}

/** The type the bytes say: %PDF-, PNG or JPEG magic; anything else (a renamed file) is null. */
export function sniffInvoice(b: Uint8Array): InvoiceFile['contentType'] | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => b[i + k] === x);
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

export function saveInvoiceFile(db: Db, o: Owner, name: string, bytes: Uint8Array, now: number): InvoiceFile {
  if (bytes.byteLength === 0 || bytes.byteLength > INVOICE_FILE_MAX_BYTES)
    throw new ApiFailure(COACH_ACCOUNT_CODES.invoiceFileSize, 'invoice_file_size');
  const contentType = sniffInvoice(bytes);
  if (!contentType) throw new ApiFailure(COACH_ACCOUNT_CODES.invoiceFileType, 'invoice_file_type');
  takeUploadQuota(db, o.userId, INVOICE_FILE_PATH, bytes.byteLength, now);
  const id = randomBytes(16).toString('hex');
  const clean = name.replace(/[\\/\r\n]/g, '_').slice(-80) || 'invoice';
  db.prepare(
    `INSERT INTO coach_invoice_files (id, sub_app, user_id, name, content_type, size, bytes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, o.subApp, o.userId, clean, contentType, bytes.byteLength, Buffer.from(bytes), now);
  return { id, name: clean, contentType, size: bytes.byteLength };
}

/** A rejected field's refusal: the code, the message naming it, and { field } for the screen. */
const mismatch = (field: 'amount' | 'taxNumber' | 'title') =>
  new ApiFailure(
    {
      amount: COACH_ACCOUNT_CODES.invoiceAmountMismatch,
      taxNumber: COACH_ACCOUNT_CODES.invoiceTaxNumberMismatch,
      title: COACH_ACCOUNT_CODES.invoiceTitleMismatch,
    }[field],
    (
      {
        amount: 'invoice_amount_mismatch',
        taxNumber: 'invoice_tax_number_mismatch',
        title: 'invoice_title_mismatch',
      } as const
    )[field],
    200,
    {},
    { field },
  );

const sameTitle = (a: string, b: string) =>
  a.replace(/[\s（）()]/g, '').toLowerCase() === b.replace(/[\s（）()]/g, '').toLowerCase();

export function submitInvoice(
  db: Db,
  o: Owner,
  b: InvoiceSubmitRequest,
  now: number,
  lang: Lang,
): InvoiceRecord {
  ensureCoach(db, o, now);
  const payout = db.prepare(`${PAYOUT_SQL} AND p.id = ?`).get(o.subApp, o.userId, b.payoutId) as
    PayoutRow | undefined;
  if (!payout) throw new ApiFailure(COACH_ACCOUNT_CODES.payoutNotFound, 'payout_not_found');
  if (payout.state === 'received' || payout.state === 'accepted')
    throw new ApiFailure(COACH_ACCOUNT_CODES.payoutInvoiced, 'payout_invoiced');
  const file = db
    .prepare('SELECT 1 FROM coach_invoice_files WHERE id = ? AND sub_app = ? AND user_id = ?')
    .get(b.fileId, o.subApp, o.userId);
  if (!file) throw new ApiFailure(COACH_ACCOUNT_CODES.invoiceFileUnknown, 'invoice_file_unknown');
  const payer = payerOf(o.subApp);
  if (b.amount !== payout.amount) throw mismatch('amount');
  if (b.taxNumber !== payer.taxNumber) throw mismatch('taxNumber');
  if (!sameTitle(b.title, payer.zh) && !sameTitle(b.title, payer.en)) throw mismatch('title');
  const id = Number(
    db
      .prepare(
        `INSERT INTO coach_invoices (payout_id, file_id, amount, title, tax_number, state, submitted_at)
         VALUES (?, ?, ?, ?, ?, 'received', ?)`,
      )
      .run(b.payoutId, b.fileId, b.amount, b.title, b.taxNumber, now).lastInsertRowid,
  );
  return invoiceById(db, o, id, lang)!;
}

interface InvoiceRow {
  id: number;
  payout_id: number;
  period_start: number;
  period_end: number;
  amount: number;
  title: string;
  tax_number: string;
  file_name: string | null;
  content_type: InvoiceRecord['contentType'] | null;
  state: InvoiceRecord['state'];
  reason_zh: string | null;
  reason_en: string | null;
  submitted_at: number;
  decided_at: number | null;
}

const INVOICE_SQL = `SELECT i.id, i.payout_id, p.period_start, p.period_end, i.amount, i.title, i.tax_number,
    f.name AS file_name, f.content_type, i.state, i.reason_zh, i.reason_en, i.submitted_at, i.decided_at
  FROM coach_invoices i JOIN coach_payouts p ON p.id = i.payout_id
  LEFT JOIN coach_invoice_files f ON f.id = i.file_id
  WHERE p.sub_app = ? AND p.user_id = ?`;

/** The title as submitted; the payer's and the seeded person's names read in the caller's language. */
function titleIn(title: string, subApp: string, lang: Lang): string {
  const payer = payerOf(subApp);
  if (title === payer.zh || title === payer.en) return payer[lang];
  return title === SEEDED_PERSON.zh ? SEEDED_PERSON[lang] : title;
}

function recordOf(r: InvoiceRow, subApp: string, lang: Lang): InvoiceRecord {
  return {
    id: r.id,
    payoutId: r.payout_id,
    periodStart: iso(r.period_start),
    periodEnd: iso(r.period_end),
    amount: r.amount,
    title: titleIn(r.title, subApp, lang),
    taxNumber: r.tax_number,
    fileName: r.file_name ?? 'invoice.pdf',
    contentType: r.content_type ?? 'application/pdf',
    state: r.state,
    reason: r.state === 'rejected' ? (lang === 'en' ? r.reason_en : r.reason_zh) : null,
    submittedAt: iso(r.submitted_at),
    decidedAt: isoOrNull(r.decided_at),
  };
}

function invoiceById(db: Db, o: Owner, id: number, lang: Lang): InvoiceRecord | null {
  const r = db.prepare(`${INVOICE_SQL} AND i.id = ?`).get(o.subApp, o.userId, id) as InvoiceRow | undefined;
  return r ? recordOf(r, o.subApp, lang) : null;
}

export function listInvoices(db: Db, o: Owner, page: number, pageSize: number, now: number, lang: Lang) {
  ensureCoach(db, o, now);
  const total = (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM coach_invoices i JOIN coach_payouts p ON p.id = i.payout_id
         WHERE p.sub_app = ? AND p.user_id = ?`,
      )
      .get(o.subApp, o.userId) as { n: number }
  ).n;
  const rows = db
    .prepare(`${INVOICE_SQL} ORDER BY i.submitted_at DESC, i.id DESC LIMIT ? OFFSET ?`)
    .all(o.subApp, o.userId, pageSize, (page - 1) * pageSize) as InvoiceRow[];
  return { list: rows.map((r) => recordOf(r, o.subApp, lang)), page, pageSize, total };
}

const maskPhone = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`;

export function findStudent(db: Db, o: Owner, phone: string, now: number, lang: Lang): StudentLookup {
  ensureCoach(db, o, now);
  const r = db
    .prepare('SELECT * FROM coach_students WHERE sub_app = ? AND user_id = ? AND phone = ?')
    .get(o.subApp, o.userId, phone) as
    | {
        phone: string;
        name_zh: string;
        name_en: string;
        joined_at: number;
        classes: number;
        last_class_at: number | null;
        vip: number;
      }
    | undefined;
  if (!r) throw new ApiFailure(COACH_ACCOUNT_CODES.studentNotFound, 'coach_student_not_found');
  return {
    name: maskName(lang === 'en' ? r.name_en : r.name_zh),
    phone: maskPhone(r.phone),
    joinedAt: iso(r.joined_at),
    classesWithMe: r.classes,
    lastClassAt: isoOrNull(r.last_class_at),
    vip: r.vip === 1,
  };
}

export function payrollSignOf(db: Db, o: Owner, now: number, lang: Lang): PayrollSign {
  const a = ensureCoach(db, o, now);
  return {
    state: a.signed_at == null ? 'unsigned' : 'signed',
    provider: lang === 'en' ? 'Cloud Payroll' : '云账户',
    signUrl: SCAN_PATH + a.sign_ticket,
    signedAt: isoOrNull(a.signed_at),
  };
}

/** The scan: signs the ticket's agreement once (a second scan keeps the first time); false for an unknown ticket. */
export function signByTicket(db: Db, ticket: string, now: number): boolean {
  if (!/^[a-f0-9]{32}$/.test(ticket)) return false;
  const found = db.prepare('SELECT 1 FROM coach_accounts WHERE sign_ticket = ?').get(ticket);
  if (!found) return false;
  db.prepare('UPDATE coach_accounts SET signed_at = ? WHERE sign_ticket = ? AND signed_at IS NULL').run(
    now,
    ticket,
  );
  return true;
}

/** An active coach's level; a coach not (or no longer) active has none: 5613, the application says why. */
export function levelOf(db: Db, o: Owner, now: number, lang: Lang): IncomeLevel {
  const a = ensureCoach(db, o, now);
  if (a.application_state !== 'approved')
    throw new ApiFailure(COACH_ACCOUNT_CODES.coachNotActive, 'coach_not_active');
  const cur = LEVELS.find((l) => l.level === a.level) ?? LEVELS[0]!;
  const nxt = LEVELS.find((l) => l.level === a.level + 1);
  const months = Math.floor((now - a.started_at) / (30 * DAY));
  return {
    level: cur.level,
    name: cur[lang],
    perClass: cur.perClass,
    next: nxt
      ? {
          level: nxt.level,
          name: nxt[lang],
          perClass: nxt.perClass,
          requirements: [
            { key: 'classes', current: a.classes, target: nxt.classes },
            { key: 'rating', current: a.rating, target: nxt.rating },
            { key: 'students', current: a.students, target: nxt.students },
            { key: 'months', current: months, target: nxt.months },
          ],
        }
      : null,
  };
}

export function applicationOf(db: Db, o: Owner, now: number): CoachApplication {
  const a = ensureCoach(db, o, now);
  const done = new Set(JSON.parse(a.application_items) as string[]);
  const queued = a.application_state === 'queued' && a.submitted_at != null;
  // One place a day moves up from where it was submitted; never past the front.
  const position = queued ? Math.max(1, a.queue_base - Math.floor((now - a.submitted_at!) / DAY)) : null;
  return {
    state: a.application_state,
    items: ITEMS.map((key) => ({ key, done: done.has(key) })),
    position,
    total: position == null ? null : position + 23,
    submittedAt: isoOrNull(a.submitted_at),
    reason: null,
  };
}

/** One item handed in; the application joins the queue (one day's place at a time) once all are in. */
export function handInItem(
  db: Db,
  o: Owner,
  key: ApplicationItemKey,
  photoIds: string[],
  now: number,
): CoachApplication {
  const a = ensureCoach(db, o, now);
  const mine = db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?');
  if (photoIds.length === 0 || photoIds.some((id) => !mine.get(id, o.userId)))
    throw new ApiFailure(COACH_ACCOUNT_CODES.applicationPhoto, 'application_photo');
  const done = new Set([...(JSON.parse(a.application_items) as string[]), key]);
  const complete = ITEMS.every((i) => done.has(i));
  // Handing in an item never moves an account that is past applying (queued, approved, suspended).
  const waiting = a.application_state === 'incomplete' || a.application_state === 'none';
  db.prepare(
    `UPDATE coach_accounts SET application_items = ?, application_state = ?, submitted_at = ?
     WHERE sub_app = ? AND user_id = ?`,
  ).run(
    JSON.stringify(ITEMS.filter((i) => done.has(i))),
    complete && waiting ? 'queued' : a.application_state === 'none' ? 'incomplete' : a.application_state,
    complete && waiting ? now : a.submitted_at,
    o.subApp,
    o.userId,
  );
  return applicationOf(db, o, now);
}

interface ComplaintRow {
  id: number;
  text: string;
  photo_ids: string;
  state: Complaint['state'];
  created_at: number;
}
const complaintOf = (r: ComplaintRow): Complaint => ({
  id: r.id,
  text: r.text,
  photos: (JSON.parse(r.photo_ids) as string[]).map((id) => `/api/uploads/${id}`),
  state: r.state,
  createdAt: iso(r.created_at),
});

export function listComplaints(db: Db, o: Owner): { list: Complaint[] } {
  const rows = db
    .prepare('SELECT * FROM coach_complaints WHERE sub_app = ? AND user_id = ? ORDER BY id DESC')
    .all(o.subApp, o.userId) as ComplaintRow[];
  return { list: rows.map(complaintOf) };
}

export function createComplaint(db: Db, o: Owner, text: string, photoIds: string[], now: number): Complaint {
  const length = textLength(text);
  if (length < COMPLAINT_TEXT_MIN || length > COMPLAINT_TEXT_MAX)
    throw new ApiFailure(COACH_ACCOUNT_CODES.complaintText, 'complaint_text');
  const mine = db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?');
  if (photoIds.some((id) => !mine.get(id, o.userId)))
    throw new ApiFailure(COACH_ACCOUNT_CODES.complaintPhoto, 'complaint_photo');
  const id = Number(
    db
      .prepare(
        `INSERT INTO coach_complaints (sub_app, user_id, text, photo_ids, state, created_at) VALUES (?, ?, ?, ?, 'open', ?)`,
      )
      .run(o.subApp, o.userId, text, JSON.stringify([...new Set(photoIds)]), now).lastInsertRowid,
  );
  return complaintOf(db.prepare('SELECT * FROM coach_complaints WHERE id = ?').get(id) as ComplaintRow);
}
