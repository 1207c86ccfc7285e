import { z } from 'zod';
import { msg, page, pageQuery, subAppId, type Endpoint } from './common';
import { orderKind } from './orders';
import { payee, withdrawalEndpoints } from './wallet-withdrawals';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { WALLET_CODES } from './codes/wallet';

export * from './wallet-withdrawals';

/**
 * Points (onmat, phala), the wallet and the study reward (phala). Money is fen; times ISO strings; practice
 * dates China dates (YYYY-MM-DD). Screens branch on these codes, never on the worded message.
 */

const fen = z.number().int().nonnegative();
const id = z.number().int().positive();

/**
 * What a change of points was for: purchase = earned by a paid order, redeem = spent on an order,
 * return = spent points given back when that order was cancelled, expired or refunded, refund = the
 * points an order earned clawed back when it was refunded.
 */
export const pointsReason = z.enum(['purchase', 'checkin', 'redeem', 'return', 'refund', 'bonus']);
export const pointsEntry = z.object({
  id,
  /** Positive when earned, negative when spent. */
  delta: z.number().int(),
  reason: pointsReason,
  /** What it concerned (a course, a gift), '' when nothing more to say. */
  title: z.string(),
  /** The balance right after this entry. */
  balance: z.number().int(),
  /** The order it was earned by, spent on or returned from; null for anything else. */
  orderNo: z.string().nullable(),
  /** What that order bought (course, vip, deposit, store), so the line names it; null without one. */
  orderKind: orderKind.nullable(),
  createdAt: z.string(),
});
export const pointsPage = page(pointsEntry);
export const pointsFilter = z.enum(['all', 'earned', 'spent'], msg('invalid_params'));
export const pointsLedgerQuery = pageQuery.extend({
  subApp: subAppId,
  kind: pointsFilter.optional().transform((k) => k ?? 'all'),
});
export const pointsSummary = z.object({ balance: z.number().int(), earned: fen, spent: fen });

export const walletSummary = z.object({
  /** Can be withdrawn now. */
  available: fen,
  /** Held by withdrawals under way. */
  frozen: fen,
  /** Income not yet settled (commission waits for the class to pass). */
  pending: fen,
  /** Every income ever, settled or not. */
  totalIncome: fen,
  payee,
});

export const incomeKind = z.enum(['commission', 'study_reward']);
export const incomeState = z.enum(['pending', 'settled']);
export const walletIncome = z.object({
  id,
  kind: incomeKind,
  /** The student's order behind a commission; null for a study reward. */
  orderNo: z.string().nullable(),
  /** The course bought, or the reward's month (YYYY-MM) for a study reward. */
  title: z.string(),
  /** The buyer's nickname, masked; '' for a study reward. */
  buyer: z.string(),
  /** What the student paid. */
  paidAmount: fen,
  /** Percent of paidAmount (0 for a study reward). */
  commissionRate: z.number().int().min(0).max(100),
  /** What this income adds to the wallet. */
  amount: fen,
  state: incomeState,
  /** When it settles (pending) or settled. */
  settleAt: z.string(),
  createdAt: z.string(),
});
export const incomePage = page(walletIncome);

export const studyRewardRule = z.object({
  /** Days of practice in one calendar month (China time) that earn the reward. */
  targetDays: id,
  reward: fen,
  /** The month now, YYYY-MM. */
  month: z.string(),
});
export const practiceDay = z.object({ date: z.string(), minutes: z.number().int(), title: z.string() });
export const studyProgress = z.object({
  month: z.string(),
  targetDays: id,
  reward: fen,
  /** Practice days of that month, oldest first. */
  days: z.array(practiceDay),
  /** That month's reward was paid to the wallet. */
  rewarded: z.boolean(),
  /** Every study reward paid so far. */
  earnedTotal: fen,
  /** The latest practice days, newest first (up to 10, any month). */
  recent: z.array(practiceDay),
});
export const monthQuery = z.object({
  subApp: subAppId,
  month: z
    .string(msg('invalid_params'))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('invalid_params'))
    .optional(),
});

export type PointsReason = z.infer<typeof pointsReason>;
export type PointsEntry = z.infer<typeof pointsEntry>;
export type PointsPage = z.infer<typeof pointsPage>;
export type PointsFilter = z.infer<typeof pointsFilter>;
export type PointsSummary = z.infer<typeof pointsSummary>;
export type WalletSummary = z.infer<typeof walletSummary>;
export type WalletIncome = z.infer<typeof walletIncome>;
export type IncomePage = z.infer<typeof incomePage>;
export type StudyRewardRule = z.infer<typeof studyRewardRule>;
export type PracticeDay = z.infer<typeof practiceDay>;
export type StudyProgress = z.infer<typeof studyProgress>;

const token = 'AUTHORIZE_TOKEN (403)';
const get = (path: string, response: z.ZodType, about: string, auth = token): Endpoint =>
  ({ method: 'GET', path, auth, request: null, response, about }) as const;
export const walletEndpoints: Endpoint[] = [
  get(
    '/api/points?subApp=',
    pointsSummary,
    'The signed-in user’s point balance and what was earned and spent. A refund claws back all its order earned, so the balance may be negative (points already spent or held by a pending order); a negative balance pays for nothing until new points cover it.',
  ),
  get(
    '/api/points/ledger?subApp=&kind=&page=&pageSize=',
    pointsPage,
    'Point changes newest first, with the balance after each; kind all, earned or spent.',
  ),
  get('/api/wallet?subApp=', walletSummary, 'Balance (available, frozen), pending and total income, payee.'),
  get(
    '/api/wallet/income?subApp=&page=&pageSize=',
    incomePage,
    'Income newest first (commissions, rewards).',
  ),
  get('/api/wallet/income/:id?subApp=', walletIncome, 'One income and the order behind it. 404 for others’.'),
  get('/api/study-reward/rule?subApp=', studyRewardRule, 'The programme’s rule (no sign-in needed).', 'none'),
  get(
    '/api/study-reward/progress?subApp=&month=',
    studyProgress,
    'Practice days of a month (YYYY-MM, this month by default), the reward state and recent practice.',
  ),
  ...withdrawalEndpoints,
];
