import { z } from 'zod';
import { subAppId, type Endpoint } from './common';
import {
  SAMPLE_REVIEW_PHOTOS_MAX,
  SAMPLE_REVIEW_TEXT_MAX,
  SAMPLE_REVIEW_TEXT_MIN,
} from './codes/coach-promote';
import { textLength } from './codes/common';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export {
  COACH_PROMOTE_CODES,
  SAMPLE_REVIEW_PHOTOS_MAX,
  SAMPLE_REVIEW_TEXT_MAX,
  SAMPLE_REVIEW_TEXT_MIN,
} from './codes/coach-promote';

/**
 * A coach's distribution (invited students and what they earned the coach) and product trials (a
 * sample mailed to the coach, reviewed with stars, text and photos). Coach sub-apps only.
 */
const id = z.number().int().positive();
/** Money is fen on the wire. */
const fen = z.number().int().min(0);

export const earningState = z.enum(['pending', 'settled']);

export const invitedStudent = z.object({
  id,
  /** Masked: 138****8000. */
  phone: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  /** Bought a membership through the coach's link. */
  member: z.boolean(),
});

export const earning = z.object({
  id,
  title: z.string(),
  studentName: z.string(),
  amount: fen,
  state: earningState,
  createdAt: z.string(),
  /** When a pending earning settles (pending) or settled (settled). */
  settleAt: z.string(),
});

export const distribution = z.object({
  coach: z.object({ id, name: z.string() }),
  /** The coach's id the student page vip_share/:teacherId takes. */
  teacherId: id,
  /** Percent off a membership bought through the link. */
  discountPercent: z.number().int().min(1).max(90),
  totals: z.object({ pending: fen, settled: fen }),
  students: z.array(invitedStudent),
  earnings: z.array(earning),
});

/** What promote_tools draws and offers to copy. */
export const promoteKit = z.object({
  coach: z.object({ id, name: z.string(), title: z.string() }),
  teacherId: id,
  discountPercent: z.number().int().min(1).max(90),
  posters: z.array(
    z.object({ id, headline: z.string(), subline: z.string(), theme: z.enum(['warm', 'calm']) }),
  ),
  texts: z.array(z.object({ id, text: z.string() })),
});

export const sampleReview = z.object({
  id,
  spuId: id,
  productTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  createdAt: z.string(),
});

export const sampleProduct = z.object({
  spuId: id,
  title: z.string(),
  summary: z.string(),
  /** The shop's price of the product (the coach received it free). */
  price: fen,
  /** The caller's review when given (one per coach and sample). */
  myReview: sampleReview.nullable(),
});

export const shipmentEvent = z.object({ at: z.string(), text: z.string() });
export const sampleShipment = z.object({
  id,
  spuId: id,
  productTitle: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  state: z.enum(['shipped', 'in_transit', 'delivered']),
  /** Newest first. */
  events: z.array(shipmentEvent),
  reviewed: z.boolean(),
});

export const sampleReviewRequest = z.object({
  subApp: subAppId,
  rating: z.number().int().min(1).max(5),
  text: z
    .string()
    .trim()
    .refine((s) => textLength(s) >= SAMPLE_REVIEW_TEXT_MIN && textLength(s) <= SAMPLE_REVIEW_TEXT_MAX)
    .describe(
      `${SAMPLE_REVIEW_TEXT_MIN}–${SAMPLE_REVIEW_TEXT_MAX} characters as the user sees them (code points)`,
    ),
  photoIds: z
    .array(z.string().regex(/^[a-f0-9]{32}$/))
    .max(SAMPLE_REVIEW_PHOTOS_MAX)
    .default([]),
});

export type Distribution = z.infer<typeof distribution>;
export type InvitedStudent = z.infer<typeof invitedStudent>;
export type Earning = z.infer<typeof earning>;
export type EarningState = z.infer<typeof earningState>;
export type PromoteKit = z.infer<typeof promoteKit>;
export type SampleProduct = z.infer<typeof sampleProduct>;
export type SampleReview = z.infer<typeof sampleReview>;
export type SampleShipment = z.infer<typeof sampleShipment>;
export type SampleReviewRequest = z.input<typeof sampleReviewRequest>;

const token = 'AUTHORIZE_TOKEN of a coach sub-app (403; a student sub-app: 5550)';
export const coachPromoteEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coach-promote/distribution?subApp=',
    auth: token,
    request: null,
    response: distribution,
    about: 'The coach’s invite (teacher id, discount), invited students and earnings by state.',
  },
  {
    method: 'GET',
    path: '/api/coach-promote/promote-kit?subApp=',
    auth: token,
    request: null,
    response: promoteKit,
    about: 'What the promote posters show and the texts a coach copies, in the caller’s language.',
  },
  {
    method: 'GET',
    path: '/api/coach-promote/samples/:spuId?subApp=',
    auth: token,
    request: null,
    response: sampleProduct,
    about: 'A sample product of the brand with the caller’s review, if any (404 5551 otherwise).',
  },
  {
    method: 'POST',
    path: '/api/coach-promote/samples/:spuId/review',
    auth: token,
    request: sampleReviewRequest,
    response: sampleReview,
    about:
      'Review a sample once: 1–5 stars, 10–500 characters, up to six photos uploaded by the caller through /api/uploads.',
  },
  {
    method: 'GET',
    path: '/api/coach-promote/reviews?subApp=',
    auth: token,
    request: null,
    response: z.array(sampleReview),
    about: 'The caller’s sample reviews, newest first.',
  },
  {
    method: 'GET',
    path: '/api/coach-promote/shipments?subApp=',
    auth: token,
    request: null,
    response: z.array(sampleShipment),
    about: 'Samples mailed to the caller with their timelines, newest first.',
  },
];
