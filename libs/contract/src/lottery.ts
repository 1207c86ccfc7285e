import { z } from 'zod';
import { addressRequest, shippingAddress } from './address';
import { msg, subAppId, type Endpoint } from './common';
import { LOTTERY_DRAW_KEY_PATTERN } from './codes/lottery';

export * from './codes/lottery';

/**
 * A prize-wheel activity: its prizes (points paid into the points ledger, a coupon given as a code, a
 * physical item shipped to an address, or "thanks"), a number of chances per user, and draws made by
 * the server (by weight among the prizes with stock), idempotent per client key. Times are ISO strings.
 */

const id = z.number().int().positive();

export const lotteryPrizeKind = z.enum(['points', 'coupon', 'goods', 'thanks']);

export const lotteryPrize = z.object({
  id,
  kind: lotteryPrizeKind,
  /** In the caller's language. */
  name: z.string(),
  /** The points paid for a points prize; null otherwise. */
  points: z.number().int().positive().nullable(),
});

export const lotteryActivityState = z.enum(['upcoming', 'running', 'ended']);

export const lotteryActivity = z.object({
  id,
  title: z.string(),
  state: lotteryActivityState,
  startAt: z.string(),
  endAt: z.string(),
  chancesPerUser: z.number().int().positive(),
  /** The caller's chances left; null signed out. */
  chancesLeft: z.number().int().nonnegative().nullable(),
  /** The wheel's sectors, in order. */
  prizes: z.array(lotteryPrize),
  /** The rules, one line each, in the caller's language. */
  rules: z.array(z.string()),
});

/** What the caller won: the prize, when, and for a physical item its shipping. */
export const lotteryWin = z.object({
  id,
  activityId: id,
  activityTitle: z.string(),
  prize: lotteryPrize,
  drawnAt: z.string(),
  /** A coupon's code to show at the desk; null for other prizes. */
  couponCode: z.string().nullable(),
  /** A physical item's address once saved; null before (and for other prizes). */
  address: shippingAddress.nullable(),
  /** The latest day it ships (China time, YYYY-MM-DD), once the address is saved. */
  shipBy: z.string().nullable(),
});

/** The body of a draw: only the client's idempotency key (the same key answers the same draw). */
export const lotteryDrawRequest = z.object({
  key: z.string(msg('invalid_params')).regex(LOTTERY_DRAW_KEY_PATTERN, msg('invalid_params')),
});

export const lotteryDraw = z.object({
  /** The wheel's sector the server chose. */
  prize: lotteryPrize,
  /** The win it made; null for "thanks". */
  winId: id.nullable(),
  chancesLeft: z.number().int().nonnegative(),
  /** True when the key had drawn already: the same result, no chance used. */
  replayed: z.boolean(),
});

/** The shipping address of a physical prize (isDefault is ignored: it is not an address-book entry). */
export const lotteryAddressRequest = addressRequest;

export type LotteryPrizeKind = z.infer<typeof lotteryPrizeKind>;
export type LotteryPrize = z.infer<typeof lotteryPrize>;
export type LotteryActivity = z.infer<typeof lotteryActivity>;
export type LotteryWin = z.infer<typeof lotteryWin>;
export type LotteryDrawRequest = z.infer<typeof lotteryDrawRequest>;
export type LotteryDraw = z.infer<typeof lotteryDraw>;

const token = 'AUTHORIZE_TOKEN (403)';
export const lotteryEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/lottery/activities/:id?subApp=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: lotteryActivity,
    about:
      'An activity of the sub-app: its state, prizes, rules and (signed in) the caller’s chances left. 404 for an unknown id or another sub-app’s.',
  },
  {
    method: 'POST',
    path: '/api/lottery/activities/:id/draw?subApp=',
    auth: token,
    request: lotteryDrawRequest,
    response: lotteryDraw,
    about:
      'Draws once, chosen by the server by weight among the prizes with stock; a points prize is paid into the points ledger. The same key again answers the same draw without using a chance. 4751 not started, 4752 ended, 4753 no chances left, 4754 nothing left to win.',
  },
  {
    method: 'GET',
    path: '/api/lottery/activities/:id/wins?subApp=',
    auth: token,
    request: null,
    response: z.array(lotteryWin),
    about: 'The caller’s prizes in the activity, the newest first ("thanks" is not a prize).',
  },
  {
    method: 'GET',
    path: '/api/lottery/wins/:id?subApp=',
    auth: token,
    request: null,
    response: lotteryWin,
    about: 'One physical prize of the caller’s. 404 for anything else (another user’s, not a physical item).',
  },
  {
    method: 'POST',
    path: '/api/lottery/wins/:id/address?subApp=',
    auth: token,
    request: lotteryAddressRequest,
    response: lotteryWin,
    about:
      'Saves the shipping address of a physical prize, once (4755 afterwards); the answer says the latest shipping day.',
  },
];

/** Development-only: a fresh running activity whose only prize with stock is a physical item (the e2e journey). */
export const devLotteryActivity = z.object({ subApp: subAppId });
export const devLotteryActivityMade = z.object({ id });
