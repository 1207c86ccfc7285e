import { z } from 'zod';
import { msg, page, type Endpoint } from './common';
import { order } from './orders';
import {
  HANDBOOK_BUYER_NAME_MAX,
  HANDBOOK_BUYER_NAME_MIN,
  HANDBOOK_BUYER_PHONE_PATTERN,
} from './codes/slim-business';

export * from './codes/slim-business';

const fen = z.number().int().min(0);

/** One edition of a course's practice handbook (a SKU): price in fen, what is left, the per-order limits. */
export const handbookEdition = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  price: fen,
  left: z.number().int().min(0),
  min: z.number().int().min(1),
  max: z.number().int().min(1),
});

/** A business course: a practice programme sold to studios with its handbooks. */
export const businessCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  /** What a buyer gets, one line each. */
  includes: z.array(z.string()),
  seller: z.string(),
  weeks: z.number().int(),
  handbooks: z.array(handbookEdition),
  /** The caller owns the course (sees its order data and assessments). */
  mine: z.boolean(),
  /** The course's assessment, when it has one (the owner's examine_data). */
  examId: z.number().int().nullable(),
});

export const handbookOrderRequest = z.object({
  courseId: z.number().int().positive(),
  handbookId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(999),
  buyerName: z
    .string(msg('invalid_params'))
    .trim()
    .min(HANDBOOK_BUYER_NAME_MIN, msg('invalid_params'))
    .max(HANDBOOK_BUYER_NAME_MAX, msg('invalid_params')),
  buyerPhone: z.string(msg('invalid_phone')).trim().regex(HANDBOOK_BUYER_PHONE_PATTERN, msg('invalid_phone')),
});

/** A handbook order as its buyer sees it (the cashier's order plus what was bought). */
export const handbookOrder = z.object({
  orderNo: z.string(),
  state: z.enum(['pending', 'paid', 'cancelled', 'refunded', 'expired']),
  courseId: z.number().int(),
  title: z.string(),
  edition: z.string(),
  quantity: z.number().int(),
  amount: fen,
  createdAt: z.string(),
  payDeadline: z.string(),
});
export const handbookOrderPage = page(handbookOrder);

/** A course's order statistics for its owner; `sku` null means every edition. */
export const courseOrderData = z.object({
  courseId: z.number().int(),
  title: z.string(),
  skus: z.array(z.object({ id: z.number().int(), title: z.string() })),
  sku: z.number().int().nullable(),
  totals: z.object({ orders: z.number().int(), paidAmount: fen, handbooks: z.number().int() }),
  /** The last days, oldest first (China-time YYYY-MM-DD), paid orders only. */
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), amount: fen })),
});

export const examStatus = z.enum(['passed', 'failed', 'pending']);
/** An assessment's results for the course owner; names are masked. */
export const examData = z.object({
  id: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  endsAt: z.string(),
  passed: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  participants: z.array(
    z.object({ name: z.string(), score: z.number().int().nullable(), status: examStatus }),
  ),
});

/** A coach's signed partnership with slim (sign_complete). */
export const coachSigning = z.object({
  teacherId: z.number().int(),
  name: z.string(),
  signedAt: z.string(),
  agreementTitle: z.string(),
  agreementNo: z.string(),
});

export type HandbookEdition = z.infer<typeof handbookEdition>;
export type BusinessCourse = z.infer<typeof businessCourse>;
export type HandbookOrderRequest = z.infer<typeof handbookOrderRequest>;
export type HandbookOrder = z.infer<typeof handbookOrder>;
export type HandbookOrderPage = z.infer<typeof handbookOrderPage>;
export type CourseOrderData = z.infer<typeof courseOrderData>;
export type ExamStatus = z.infer<typeof examStatus>;
export type ExamData = z.infer<typeof examData>;
export type CoachSigning = z.infer<typeof coachSigning>;

const token = 'AUTHORIZE_TOKEN (403)';
const optional = 'AUTHORIZE_TOKEN optional';
export const slimBusinessEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/slim-business/courses/:id?subApp=',
    auth: optional,
    request: null,
    response: businessCourse,
    about:
      'A business course with its handbook editions (price, what is left, limits); mine when the caller owns it. 5850 unknown course.',
  },
  {
    method: 'POST',
    path: '/api/slim-business/orders?subApp=',
    auth: token,
    request: handbookOrderRequest,
    response: order,
    about:
      'Orders handbooks: a pending store order paid through the cashier. Stock (paid and pending orders count) and limits are checked in one transaction. 5850 course, 5851 edition, 5852 not enough left ({ left }), 5853 quantity outside { min, max }.',
  },
  {
    method: 'GET',
    path: '/api/slim-business/orders?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: handbookOrderPage,
    about: 'The caller’s handbook orders, newest first.',
  },
  {
    method: 'GET',
    path: '/api/slim-business/courses/:id/stats?subApp=&sku=',
    auth: token,
    request: null,
    response: courseOrderData,
    about:
      'The course’s order statistics (all editions, or one sku) over the last 30 days; its owner only (5854).',
  },
  {
    method: 'GET',
    path: '/api/slim-business/exams/:id?subApp=',
    auth: token,
    request: null,
    response: examData,
    about:
      'An assessment’s results with masked names; the course owner only (5854). 5855 unknown assessment.',
  },
  {
    method: 'GET',
    path: '/api/slim-business/signings/:teacherId',
    auth: 'none',
    request: null,
    response: coachSigning,
    about: 'A coach’s signed slim partnership (the sign-up done page). 5856 none.',
  },
];
