import { z } from 'zod';
import { msg, page, phone, type Endpoint } from './common';
import { APPLICATION_PHOTOS_MAX, COMPLAINT_PHOTOS_MAX, TAX_NUMBER_PATTERN } from './codes/coach-account';

export * from './codes/coach-account';

/**
 * The coach's account (coach sub-apps only: onmat-teacher, phala-teacher, suman-teacher; a student
 * token or sub-app is refused): payouts and the invoices uploaded for them, the student look-up, the
 * payroll service's agreement, the income level and the coach application's place in the queue.
 * Money is integer fen; times are ISO strings.
 */

export const invoiceState = z.enum(['needed', 'received', 'accepted', 'rejected']);

/** A payout of the coach's: what an invoice for it must say (amount, the payer's title and tax number). */
export const coachPayout = z.object({
  id: z.number().int().positive(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int().positive(),
  /** The payer's name as the invoice must print it. */
  title: z.string(),
  taxNumber: z.string(),
  /** needed: no invoice yet (or the last one rejected, then `reason` says why). */
  invoiceState,
  reason: z.string().nullable(),
});
export const coachPayoutList = z.object({ list: z.array(coachPayout) });

export const invoiceFileType = z.enum(['application/pdf', 'image/png', 'image/jpeg']);
/** An uploaded invoice file, typed by its bytes (%PDF-, PNG or JPEG magic), never by its name. */
export const invoiceFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: invoiceFileType,
  size: z.number().int().positive(),
});

/** The invoice as the coach reads it off the paper; the server checks each field against the payout. */
export const invoiceSubmitRequest = z.object({
  payoutId: z.number(msg('invalid_params')).int().positive(),
  fileId: z.string(msg('invalid_params')).regex(/^[a-f0-9]{32}$/, msg('invalid_params')),
  amount: z.number(msg('invalid_amount')).int(msg('invalid_amount')).positive(msg('invalid_amount')),
  taxNumber: z
    .string(msg('invalid_tax_no'))
    .trim()
    .toUpperCase()
    .regex(TAX_NUMBER_PATTERN, msg('invalid_tax_no')),
  title: z.string(msg('invalid_invoice_title')).trim().min(2, msg('invalid_invoice_title')).max(100),
});

/** Which field of the invoice disagrees with the payout (the data of codes 5606–5608). */
export const invoiceRefusal = z.object({ field: z.enum(['amount', 'taxNumber', 'title']) });

export const invoiceRecord = z.object({
  id: z.number().int().positive(),
  payoutId: z.number().int().positive(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int().positive(),
  title: z.string(),
  taxNumber: z.string(),
  fileName: z.string(),
  contentType: invoiceFileType,
  state: z.enum(['received', 'accepted', 'rejected']),
  /** Why it was rejected, in the caller's language; null otherwise. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const invoiceRecordPage = page(invoiceRecord);

export const studentLookupQuery = z.object({ phone });
/** A student of the coach's, masked: the name's first character, the phone's first 3 and last 4 digits. */
export const studentLookup = z.object({
  name: z.string(),
  phone: z.string(),
  joinedAt: z.string(),
  classesWithMe: z.number().int().nonnegative(),
  lastClassAt: z.string().nullable(),
  vip: z.boolean(),
});

/** The payroll service's agreement: the QR's link opens the service's signing page (the stand-in's). */
export const payrollSign = z.object({
  state: z.enum(['unsigned', 'signed']),
  provider: z.string(),
  /** What the QR holds: absolute, or a path on the API's host. */
  signUrl: z.string(),
  signedAt: z.string().nullable(),
});

export const levelRequirementKey = z.enum(['classes', 'rating', 'students', 'months']);
export const incomeLevel = z.object({
  level: z.number().int().positive(),
  name: z.string(),
  /** Paid per class taught at this level. */
  perClass: z.number().int().positive(),
  next: z
    .object({
      level: z.number().int().positive(),
      name: z.string(),
      perClass: z.number().int().positive(),
      /** What the next level needs; rating is tenths of a star (48 = 4.8). */
      requirements: z.array(
        z.object({ key: levelRequirementKey, current: z.number().int(), target: z.number().int() }),
      ),
    })
    .nullable(),
});

export const applicationItemKey = z.enum(['id_card', 'certificate', 'experience', 'health', 'photo']);
/**
 * The coach account's one status, every coach screen words it from here: none (not applied) →
 * incomplete (items missing) → queued (a place) → reviewing → approved (active, has a level,
 * payouts, students) | rejected (reason); an approved coach may be suspended (reason).
 */
export const coachApplication = z.object({
  state: z.enum(['none', 'incomplete', 'queued', 'reviewing', 'approved', 'rejected', 'suspended']),
  items: z.array(z.object({ key: applicationItemKey, done: z.boolean() })),
  /** Place in the review queue (1 = next) and how many wait; null unless queued. */
  position: z.number().int().positive().nullable(),
  total: z.number().int().nonnegative().nullable(),
  submittedAt: z.string().nullable(),
  reason: z.string().nullable(),
});

/** One item of the application handed in as photos (an ID card's sides, a certificate). */
export const applicationItemRequest = z.object({
  key: applicationItemKey,
  photoIds: z.array(z.string().regex(/^[a-f0-9]{32}$/, msg('invalid_params'))).max(APPLICATION_PHOTOS_MAX),
});

export const complaintRequest = z.object({
  text: z.string(msg('invalid_params')).trim(),
  photoIds: z.array(z.string().regex(/^[a-f0-9]{32}$/, msg('invalid_params'))).max(COMPLAINT_PHOTOS_MAX),
});
export const complaint = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  photos: z.array(z.string()),
  state: z.enum(['open', 'upheld', 'dismissed']),
  createdAt: z.string(),
});
export const complaintList = z.object({ list: z.array(complaint) });

export type CoachPayout = z.infer<typeof coachPayout>;
export type CoachPayoutList = z.infer<typeof coachPayoutList>;
export type InvoiceFile = z.infer<typeof invoiceFile>;
export type InvoiceSubmitRequest = z.infer<typeof invoiceSubmitRequest>;
export type InvoiceRefusal = z.infer<typeof invoiceRefusal>;
export type InvoiceRecord = z.infer<typeof invoiceRecord>;
export type InvoiceRecordPage = z.infer<typeof invoiceRecordPage>;
export type StudentLookup = z.infer<typeof studentLookup>;
export type PayrollSign = z.infer<typeof payrollSign>;
export type IncomeLevel = z.infer<typeof incomeLevel>;
export type LevelRequirementKey = z.infer<typeof levelRequirementKey>;
export type CoachApplication = z.infer<typeof coachApplication>;
export type ApplicationItemKey = z.infer<typeof applicationItemKey>;
export type ApplicationItemRequest = z.infer<typeof applicationItemRequest>;
export type ComplaintRequest = z.infer<typeof complaintRequest>;
export type Complaint = z.infer<typeof complaint>;
export type ComplaintList = z.infer<typeof complaintList>;

const token = 'AUTHORIZE_TOKEN of a coach sub-app (403; 5600 with a student sub-app)';
export const coachAccountEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coach-account/payouts?subApp=',
    auth: token,
    request: null,
    response: coachPayoutList,
    about: 'The coach’s payouts, newest first, with what an invoice for each must say and its invoice state.',
  },
  {
    method: 'POST',
    path: '/api/coach-account/invoice-files?subApp=',
    auth: token,
    request: null,
    response: invoiceFile,
    about:
      'Multipart `file`: a PDF (%PDF-) or a PNG/JPEG photo by its bytes, whatever its name; 5601 any other content, 5602 empty or over 5 MB.',
  },
  {
    method: 'POST',
    path: '/api/coach-account/invoices?subApp=',
    auth: token,
    request: invoiceSubmitRequest,
    response: invoiceRecord,
    about:
      'An invoice for a payout, recorded as received. 5603 no such payout, 5604 already invoiced, 5605 unknown file, 5606 amount / 5607 tax number / 5608 title differ from the payout ({ field }).',
  },
  {
    method: 'GET',
    path: '/api/coach-account/invoices?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: invoiceRecordPage,
    about: 'The coach’s invoices, newest first: received, accepted, or rejected with the reason.',
  },
  {
    method: 'GET',
    path: '/api/coach-account/students?subApp=&phone=',
    auth: token,
    request: null,
    response: studentLookup,
    about: 'A student of the coach’s by phone, masked. 5609 when none of the coach’s students has it.',
  },
  {
    method: 'GET',
    path: '/api/coach-account/payroll-sign?subApp=',
    auth: token,
    request: null,
    response: payrollSign,
    about:
      'The payroll service’s agreement: unsigned with the link its QR holds, or signed. Opening the link (the stand-in’s page of the service) signs it.',
  },
  {
    method: 'GET',
    path: '/api/coach-account/payroll-sign/scan/:ticket',
    auth: 'the ticket in the QR',
    request: null,
    response: null,
    about:
      'The stand-in’s page of the payroll service (text/html): opening it, as a phone that scans the QR does, signs the agreement of the ticket’s coach. 404 for an unknown ticket.',
  },
  {
    method: 'GET',
    path: '/api/coach-account/level?subApp=',
    auth: token,
    request: null,
    response: incomeLevel,
    about: 'The coach’s income level, pay per class, and what the next level needs (null at the top).',
  },
  {
    method: 'GET',
    path: '/api/coach-account/application?subApp=',
    auth: token,
    request: null,
    response: coachApplication,
    about:
      'The coach’s application: its state, the items done and missing, and its place in the review queue.',
  },
  {
    method: 'POST',
    path: '/api/coach-account/application/items?subApp=',
    auth: token,
    request: applicationItemRequest,
    response: coachApplication,
    about:
      'Hands in one item of the application with its photos (uploads of the caller’s); once every item is in, the application joins the review queue. 5612 no photo, too many, or one not the caller’s.',
  },
  {
    method: 'GET',
    path: '/api/coach-account/complaints?subApp=',
    auth: token,
    request: null,
    response: complaintList,
    about: 'The coach’s appeals against a decision on the account, newest first.',
  },
  {
    method: 'POST',
    path: '/api/coach-account/complaints?subApp=',
    auth: token,
    request: complaintRequest,
    response: complaint,
    about:
      'An appeal with photos (uploads of the caller’s from /api/uploads). 5610 text length, 5611 a photo not the caller’s or too many.',
  },
];
