import {
  CERT_CODES,
  CERT_RENEWAL_CREDIT_HOURS,
  CERT_RENEWAL_DAYS,
  CERT_RENEWAL_GRACE_DAYS,
  CERT_RENEWAL_WINDOW_DAYS,
  type Renewal,
  type RenewalOptions,
  type RenewalReason,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { DomainEvents } from '../../events';
import { inLang, type Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { createOrder, getOrder } from '../orders/store';
import { newPublicId, randomSerial } from './public-id';
import { brandOf, levelName, publicOf, type Row } from './store';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The renewal fee per brand (fen). */
const FEES: Record<string, number> = { 'yoga-bay': 30000 };
const feeOf = (brand: string) => FEES[brand] ?? 30000;

/** The only brand whose certificates are renewed online (bay's cert_renewal). */
const RENEWING_BRAND = 'yoga-bay';

/**
 * A history's bay certificates, relative to today: one expiring in 40 days with enough hours
 * (renewable), one expired 100 days ago short of hours, one valid for 530 days (too early). Given
 * to the demo number at start and to a number a test names (account.history), never on a look: a
 * new account holds no certificate.
 */
const MINE: { level: string; issued: number; expires: number; credits: [string, string, number][] }[] = [
  {
    level: 'ryt200',
    issued: -690,
    expires: 40,
    credits: [
      ['阴瑜伽进修工作坊', 'Yin yoga workshop', 8],
      ['瑜伽解剖学进阶', 'Advanced yoga anatomy', 10],
      ['教学法与课堂管理', 'Teaching methods and class management', 6],
    ],
  },
  {
    level: 'prenatal',
    issued: -830,
    expires: -100,
    credits: [['孕产瑜伽安全指南', 'Prenatal yoga safety', 8]],
  },
  {
    level: 'ryt500',
    issued: -200,
    expires: 530,
    credits: [['高级体式精修', 'Advanced asana refinement', 12]],
  },
];

export function giveCertificates(db: Db, now: number, userId: number): void {
  const brand = RENEWING_BRAND;
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM certificates WHERE user_id = ? AND brand = ?')
    .get(userId, brand) as {
    n: number;
  };
  if (n > 0) return;
  const user = db.prepare('SELECT name FROM users WHERE id = ?').get(userId) as { name: string } | undefined;
  const insert = db.prepare(
    `INSERT INTO certificates (no, brand, holder_name, id_digest, level, issued_at, expires_at, revoked_at, user_id, public_id)
     VALUES (?, ?, ?, '', ?, ?, ?, NULL, ?, ?)`,
  );
  const taken = db.prepare('SELECT 1 FROM certificates WHERE no = ?');
  const freshNo = (year: number) => {
    for (;;) {
      const no = `YB${year}${randomSerial()}`;
      if (!taken.get(no)) return no;
    }
  };
  const credit = db.prepare(
    'INSERT INTO certificate_credits (certificate_id, title, title_en, hours, at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() =>
    MINE.forEach((c) => {
      const issued = now + c.issued * DAY;
      const { lastInsertRowid } = insert.run(
        freshNo(new Date(issued).getUTCFullYear()),
        brand,
        user?.name ?? '学员',
        c.level,
        issued,
        now + c.expires * DAY,
        userId,
        newPublicId(),
      );
      c.credits.forEach(([title, en, hours], k) =>
        credit.run(lastInsertRowid, title, en, hours, issued + (k + 1) * 60 * DAY),
      );
    }),
  )();
}

function reasonsOf(r: Row, now: number, hours: number): RenewalReason[] {
  const reasons: RenewalReason[] = [];
  if (r.revoked_at !== null) reasons.push('revoked');
  if (now < r.expires_at - CERT_RENEWAL_WINDOW_DAYS * DAY) reasons.push('too_early');
  if (now > r.expires_at + CERT_RENEWAL_GRACE_DAYS * DAY) reasons.push('expired_too_long');
  if (hours < CERT_RENEWAL_CREDIT_HOURS) reasons.push('credit_hours');
  return reasons;
}

const renewedFrom = (expires: number, now: number) => Math.max(expires, now) + CERT_RENEWAL_DAYS * DAY;

function creditsOf(db: Db, certId: number, lang: Lang) {
  const rows = db
    .prepare('SELECT * FROM certificate_credits WHERE certificate_id = ? ORDER BY at')
    .all(certId) as { title: string; title_en: string; hours: number; at: number }[];
  return rows.map((c) => ({ title: inLang(lang, c.title, c.title_en), hours: c.hours, at: iso(c.at) }));
}

export function renewalOptions(db: Db, now: number, o: Owner, lang: Lang): RenewalOptions {
  const brand = brandOf(o.subApp);
  const rows = db
    .prepare('SELECT * FROM certificates WHERE user_id = ? AND brand = ? ORDER BY expires_at')
    .all(o.userId, brand) as Row[];
  return {
    fee: feeOf(brand),
    creditHoursNeeded: CERT_RENEWAL_CREDIT_HOURS,
    list: rows.map((r) => {
      const credits = creditsOf(db, r.id, lang);
      const hours = credits.reduce((s, c) => s + c.hours, 0);
      const reasons = reasonsOf(r, now, hours);
      return {
        certificate: publicOf(r, now, lang),
        creditHours: hours,
        credits,
        eligible: reasons.length === 0,
        reasons,
        renewedExpiresAt: iso(renewedFrom(r.expires_at, now)),
      };
    }),
  };
}

type RenewalRow = {
  id: number;
  order_no: string;
  user_id: number;
  sub_app: string;
  certificate_id: number;
  fee: number;
  old_expires_at: number;
  new_expires_at: number | null;
  paid_at: number | null;
};

/**
 * A pending cert_renewal order for one of the owner's certificates, if the server finds it
 * eligible now; a renewal still payable for it is given again instead of a second one.
 */
export function startRenewal(db: Db, clock: () => number, o: Owner, publicId: string): { orderNo: string } {
  return db.transaction(() => {
    const now = clock();
    const r = db
      .prepare('SELECT * FROM certificates WHERE public_id = ? AND user_id = ? AND brand = ?')
      .get(publicId, o.userId, brandOf(o.subApp)) as Row | undefined;
    if (!r) throw new ApiFailure(404, 'certificates_not_found');
    const hours = creditsOf(db, r.id, 'zh').reduce((s, c) => s + c.hours, 0);
    const reasons = reasonsOf(r, now, hours);
    if (reasons.length > 0)
      throw new ApiFailure(
        CERT_CODES.renewalNotEligible,
        'certificates_renewal_not_eligible',
        200,
        {},
        { reasons },
      );
    const open = db
      .prepare(
        'SELECT order_no FROM cert_renewals WHERE certificate_id = ? AND paid_at IS NULL ORDER BY id DESC',
      )
      .all(r.id) as { order_no: string }[];
    for (const { order_no } of open)
      if (getOrder(db, clock, order_no, o)?.state === 'pending') return { orderNo: order_no };
    const fee = feeOf(r.brand);
    const order = createOrder(db, clock, {
      ...o,
      kind: 'cert_renewal',
      refId: r.id,
      title: `证书续期 · ${levelName(r.level, 'zh')}`,
      titleEn: `Certificate renewal · ${levelName(r.level, 'en')}`,
      amount: fee,
      detail: { certificateId: r.public_id, certNo: r.no },
    });
    db.prepare(
      `INSERT INTO cert_renewals (order_no, user_id, sub_app, certificate_id, fee, old_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(order.orderNo, o.userId, o.subApp, r.id, fee, r.expires_at, now);
    return { orderNo: order.orderNo };
  })();
}

/** One of the owner's renewals by its order: pending, paid (with the new expiry) or closed. */
export function getRenewal(db: Db, clock: () => number, o: Owner, orderNo: string, lang: Lang): Renewal {
  const row = db
    .prepare('SELECT * FROM cert_renewals WHERE order_no = ? AND user_id = ? AND sub_app = ?')
    .get(orderNo, o.userId, o.subApp) as RenewalRow | undefined;
  const order = row ? getOrder(db, clock, orderNo, o) : null;
  if (!row || !order) throw new ApiFailure(404, 'certificates_renewal_not_found');
  const cert = db.prepare('SELECT * FROM certificates WHERE id = ?').get(row.certificate_id) as Row;
  return {
    orderNo,
    state: row.paid_at !== null ? 'paid' : order.state === 'pending' ? 'pending' : 'closed',
    certNo: cert.no,
    level: levelName(cert.level, lang),
    fee: row.fee,
    oldExpiresAt: iso(row.old_expires_at),
    newExpiresAt: row.new_expires_at === null ? null : iso(row.new_expires_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
  };
}

/** The fee paid: the certificate's expiry moves on here, by the payment. */
export function onRenewalPaid(e: DomainEvents['order.paid']): void {
  const now = e.clock();
  const row = e.db
    .prepare('SELECT * FROM cert_renewals WHERE order_no = ? AND paid_at IS NULL')
    .get(e.order.orderNo) as RenewalRow | undefined;
  if (!row) return;
  const cert = e.db.prepare('SELECT expires_at FROM certificates WHERE id = ?').get(row.certificate_id) as {
    expires_at: number;
  };
  const next = renewedFrom(cert.expires_at, now);
  e.db.prepare('UPDATE certificates SET expires_at = ? WHERE id = ?').run(next, row.certificate_id);
  e.db
    .prepare('UPDATE cert_renewals SET paid_at = ?, new_expires_at = ? WHERE id = ?')
    .run(now, next, row.id);
}
