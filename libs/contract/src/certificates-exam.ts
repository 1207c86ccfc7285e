import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { certificate, certPublicId } from './certificates';
import { CERT_RENEWAL_REASONS } from './codes/certificates';

/**
 * Certification exams (cert/reservation on onmat and phala) and certificate renewal (bay's
 * cert_renewal). Both are paid through the cashier: the stand-in creates the order and confirms the
 * booking or renewal itself when the order is paid. Money in fen, times ISO.
 */

const fen = z.number().int().nonnegative();
const id = z.number().int().positive(msg('invalid_params'));

export const examSlot = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** False when full or inside the booking cut-off (48 h before the start). */
  bookable: z.boolean(),
});

export const examCentre = z.object({
  id: z.number().int(),
  city: z.string(),
  name: z.string(),
  address: z.string(),
  slots: z.array(examSlot),
});

/** What the booking screen shows: the level, its requirements, the fee, the centres and their slots. */
export const examOptions = z.object({
  level: z.string(),
  fee: fen,
  documents: z.array(z.string()),
  bring: z.array(z.string()),
  centres: z.array(examCentre),
});

export const examBookingState = z.enum(['pending', 'booked', 'cancelled', 'expired']);

export const examBooking = z.object({
  id: z.number().int(),
  state: examBookingState,
  level: z.string(),
  city: z.string(),
  centre: z.string(),
  address: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  fee: fen,
  orderNo: z.string(),
  /** Pending: pay before this, or the seat is given back. */
  payDeadline: z.string(),
  paidAt: z.string().nullable(),
  /** A booked exam can be cancelled until this time (48 h before the start). */
  cancelBefore: z.string(),
  /** Cancelled after paying: the fee went back (the order reads refunded). */
  refunded: z.boolean(),
});

/** The caller's active booking (pending or booked) in this sub-app, or null. */
export const examBookingMine = z.object({ booking: examBooking.nullable() });
export const examBookRequest = z.object({ slotId: id });

export const renewalReason = z.enum(CERT_RENEWAL_REASONS);
export const creditEntry = z.object({ title: z.string(), hours: z.number().int(), at: z.string() });

export const renewableCert = z.object({
  certificate,
  creditHours: z.number().int(),
  credits: z.array(creditEntry),
  eligible: z.boolean(),
  reasons: z.array(renewalReason),
  /** The expiry after a renewal paid today. */
  renewedExpiresAt: z.string(),
});

export const renewalOptions = z.object({
  fee: fen,
  creditHoursNeeded: z.number().int(),
  list: z.array(renewableCert),
});

/** The certificate by its public id (as the options list gives it). */
export const renewalRequest = z.object({ certificateId: certPublicId });

export const renewalState = z.enum(['pending', 'paid', 'closed']);
export const renewal = z.object({
  orderNo: z.string(),
  state: renewalState,
  certNo: z.string(),
  level: z.string(),
  fee: fen,
  oldExpiresAt: z.string(),
  /** Set once paid. */
  newExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export const renewalCreated = z.object({ orderNo: z.string() });

export type ExamSlot = z.infer<typeof examSlot>;
export type ExamCentre = z.infer<typeof examCentre>;
export type ExamOptions = z.infer<typeof examOptions>;
export type ExamBooking = z.infer<typeof examBooking>;
export type ExamBookingMine = z.infer<typeof examBookingMine>;
export type ExamBookRequest = z.infer<typeof examBookRequest>;
export type RenewalReason = z.infer<typeof renewalReason>;
export type RenewableCert = z.infer<typeof renewableCert>;
export type RenewalOptions = z.infer<typeof renewalOptions>;
export type RenewalRequest = z.infer<typeof renewalRequest>;
export type Renewal = z.infer<typeof renewal>;
export type RenewalCreated = z.infer<typeof renewalCreated>;

const token = 'AUTHORIZE_TOKEN (403)';
export const certExamEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/certificates/exam/options?subApp=',
    auth: token,
    request: null,
    response: examOptions,
    about:
      'The exam level, its requirements and fee, the brand’s exam centres and their coming slots with seats left.',
  },
  {
    method: 'GET',
    path: '/api/certificates/exam/booking?subApp=',
    auth: token,
    request: null,
    response: examBookingMine,
    about: 'The caller’s active exam booking in this sub-app (pending payment or booked), or null.',
  },
  {
    method: 'POST',
    path: '/api/certificates/exam/bookings?subApp=',
    auth: token,
    request: examBookRequest,
    response: examBooking,
    about:
      'Takes a seat in one transaction and creates a pending cert_exam order (the fee); order.paid books it. 4853 full, 4854 already booked, 4856 too late.',
  },
  {
    method: 'POST',
    path: '/api/certificates/exam/bookings/:id/cancel?subApp=',
    auth: token,
    request: null,
    response: examBooking,
    about:
      'Cancels the caller’s booking and gives the seat back; a paid one is refunded. 4855 with { cancelBefore } after the deadline; 404 for another user’s.',
  },
  {
    method: 'GET',
    path: '/api/certificates/renewal/options?subApp=',
    auth: token,
    request: null,
    response: renewalOptions,
    about:
      'The caller’s certificates with expiry, credit hours and the server’s eligibility (90 days before expiry to a year after, enough hours).',
  },
  {
    method: 'POST',
    path: '/api/certificates/renewal?subApp=',
    auth: token,
    request: renewalRequest,
    response: renewalCreated,
    about:
      'A pending cert_renewal order for an eligible certificate (4857 with { reasons } otherwise); order.paid extends it.',
  },
  {
    method: 'GET',
    path: '/api/certificates/renewal/:orderNo?subApp=',
    auth: token,
    request: null,
    response: renewal,
    about:
      'One renewal of the caller’s by its order number (404 for another user’s): pending, paid with the new expiry, or closed.',
  },
];
