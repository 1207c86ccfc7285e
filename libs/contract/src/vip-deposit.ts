import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { order } from './orders';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { VIP_CODES } from './codes/vip';

/**
 * Deposits: a course or event is held with part of its price now (an order of kind 'deposit', paid
 * through the one cashier); the balance is due later, by a date the offer names.
 */

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
      'What a deposit for a course or event is: deposit, balance and when it is due. 4357 for an unknown target.',
  },
  {
    method: 'POST',
    path: '/api/vip/deposits?subApp=',
    auth: 'AUTHORIZE_TOKEN (403)',
    request: depositRequest,
    response: order,
    about:
      'A pending order of kind deposit. 4353 without agree, 4357 unknown target, 4358 already paid, 4359 one still awaiting payment.',
  },
];
