import { z } from 'zod';
import { type Endpoint } from './common';
import { order } from './orders';

const fen = z.number().int().min(0);

export * from './codes/flash-sale';

/** Where a session stands by the server's clock. */
export const flashSaleSessionState = z.enum(['ended', 'live', 'upcoming']);

/** One item of a session: the sale price and the original one in fen, and how much is left. */
export const flashSaleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  salePrice: fen,
  originalPrice: fen,
  /** Units offered in this session. */
  stock: z.number().int().min(0),
  /** Units not yet taken (paid or held by an order inside its payment window); never below 0. */
  left: z.number().int().min(0),
  /** The caller's order for this item (one per user per item): pending (to pay) or paid; null when none. */
  myOrder: z
    .object({ orderNo: z.string(), state: z.enum(['pending', 'paid']), payDeadline: z.string() })
    .nullable(),
});

/** One session of the day (e.g. 10:00–12:00 China time) with its items. */
export const flashSaleSession = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: flashSaleSessionState,
  items: z.array(flashSaleItem),
});

/** The day's sessions, oldest first, and the server's clock (the screen's countdown follows it). */
export const flashSaleBoard = z.object({
  now: z.string(),
  sessions: z.array(flashSaleSession),
});

export type FlashSaleSessionState = z.infer<typeof flashSaleSessionState>;
export type FlashSaleItem = z.infer<typeof flashSaleItem>;
export type FlashSaleSession = z.infer<typeof flashSaleSession>;
export type FlashSaleBoard = z.infer<typeof flashSaleBoard>;

const token = 'AUTHORIZE_TOKEN (403)';
export const flashSaleEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/flash-sale/sessions?subApp=',
    auth: token,
    request: null,
    response: flashSaleBoard,
    about:
      'The day’s flash-sale sessions of this sub-app (ended, live, upcoming by the server’s clock) with their items, what is left of each, and the caller’s own order for each.',
  },
  {
    method: 'POST',
    path: '/api/flash-sale/items/:id/buy?subApp=',
    auth: token,
    request: null,
    response: order,
    about:
      'Buys one unit at the sale price: a pending store order, paid through the cashier. The stock check and the hold are one transaction. 4800 unknown item, 4801 session not started, 4802 session ended, 4803 sold out, 4804 the caller already holds an order for it.',
  },
];
