import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { order } from './orders';

/**
 * Deposits: a course or event is held with part of its price now (an order of kind 'deposit', paid
 * through the one cashier); the balance is due later, by a date the offer names.
 */
/** The VIP domain's business codes: screens branch on these, never on the worded message. */
export const VIP_CODES = {
  planNotFound: 4301,
  teacherNotFound: 4302,
  agreementRequired: 4303,
  cardNotFound: 4304,
  cardNotActivatable: 4305,
  cardActiveExists: 4306,
  depositTargetNotFound: 4307,
  depositAlreadyPaid: 4308,
} as const;

const fen = z.number().int().min(0);
const digits = z
  .string(msg('invalid_params'))
  .regex(/^\d{1,9}$/, msg('invalid_params'))
  .transform(Number);

export const depositTargetKind = z.enum(['course', 'event']);
/** Exactly one of courseId and eventId. */
export const depositQuery = z
  .object({ courseId: digits.optional(), eventId: digits.optional() })
  .refine((q) => (q.courseId === undefined) !== (q.eventId === undefined), 'invalid_params');

export const depositOffer = z.object({
  targetKind: depositTargetKind,
  targetId: z.number().int().positive(),
  title: z.string(),
  /** When the course or event starts. */
  startsAt: z.string(),
  /** The full price; deposit + balance. */
  total: fen,
  deposit: fen,
  balance: fen,
  /** The balance is to be paid by then. */
  balanceDueAt: z.string(),
  /** The signed-in user's deposit for it: none yet, awaiting payment, or paid. */
  mine: z.enum(['none', 'pending', 'paid']),
});
export const depositRequest = z.object({
  targetKind: depositTargetKind,
  targetId: z.number().int().positive(),
  agree: z.boolean(),
});

export type DepositTargetKind = z.infer<typeof depositTargetKind>;
export type DepositOffer = z.infer<typeof depositOffer>;
export type DepositRequest = z.infer<typeof depositRequest>;

export const depositEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/vip/deposits/offer?subApp=&courseId=&eventId=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: depositOffer,
    about:
      'What a deposit for a course or event is: deposit, balance and when it is due. 4307 for an unknown target.',
  },
  {
    method: 'POST',
    path: '/api/vip/deposits?subApp=',
    auth: 'AUTHORIZE_TOKEN (403)',
    request: depositRequest,
    response: order,
    about: 'A pending order of kind deposit. 4303 without agree, 4307 unknown target, 4308 already paid.',
  },
];
