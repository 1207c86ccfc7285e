import { z } from 'zod';
import { msg, page, pageQuery, phone, subAppId, type Endpoint } from './common';
import { ORDER_NO_PATTERN } from './codes/common';

/**
 * Orders and payments: the one cashier every paid domain (courses, VIP, deposits, store) goes
 * through. Amounts are in fen (integers); times are ISO strings.
 */
export const orderKind = z.enum(
  ['course', 'vip', 'deposit', 'store', 'cert_exam', 'cert_renewal', 'coupon_package', 'pearl'],
  msg('invalid_order_kind'),
);
export const orderState = z.enum(['pending', 'paid', 'cancelled', 'refunded', 'expired']);
/** Two to four capital letters of the brand, yyyymmdd, six digits: OM20261201123456. */
export const orderNo = z
  .string(msg('invalid_order_no'))
  .trim()
  .regex(ORDER_NO_PATTERN, msg('invalid_order_no'));
const fen = z.number().int().nonnegative();

/**
 * A change the coach made to the class a course order booked (issue 19): a new time (approved by
 * the studio), or the class cancelled. The order keeps its classTime field: after a new time it is
 * the new time.
 */
export const orderClassChange = z.object({
  kind: z.enum(['time', 'cancel']),
  /** The class time before the change. */
  from: z.string(),
  /** The new class time; null for a cancel. */
  to: z.string().nullable(),
  /** A cancel: the paid order was refunded in full, or the unpaid one closed. Null for a new time. */
  outcome: z.enum(['refunded', 'cancelled']).nullable(),
  /** When the change was made. */
  at: z.string(),
});
export type OrderClassChange = z.infer<typeof orderClassChange>;

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: orderKind,
  subApp: subAppId,
  title: z.string(),
  /** An image URL, or '' when the item has none. */
  cover: z.string(),
  /** What to pay. */
  amount: fen,
  originalAmount: fen,
  /** originalAmount - amount. */
  discount: fen,
  /** Points the order earns (onmat shows them with its point unit). */
  points: z.number().int().nonnegative(),
  classTime: z.string().nullable(),
  state: orderState,
  evaluated: z.boolean(),
  createdAt: z.string(),
  /** createdAt + 15 minutes; a pending order past it reads as expired. */
  payDeadline: z.string(),
  paidAt: z.string().nullable(),
  /** The course, plan or product bought. */
  refId: z.string(),
  /** Small kind-specific extras, e.g. { sessions: 8, validDays: 90 }. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** The coach's latest change to the booked class; null (or absent) when there was none. */
  classChange: orderClassChange.nullable().optional(),
});
export const orderPage = page(order);
export const orderListQuery = pageQuery.extend({ subApp: subAppId, kind: orderKind.optional() });
export const orderStatus = z.object({
  state: orderState,
  payDeadline: z.string(),
  paidAt: z.string().nullable(),
});

export const payChannel = z.enum(['jsapi', 'mini', 'h5'], msg('invalid_pay_channel'));
export const prepayRequest = z.object({ orderNo, channel: payChannel });
/** The chat platform's JSAPI pay parameters, signed by the server. */
export const jsapiPayParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
export const prepayResponse = z.object({
  channel: payChannel,
  jsapi: jsapiPayParams.optional(),
  /** The mini-program's native pay page, e.g. /pages/pay/index?orderNo=… */
  mini: z.object({ path: z.string() }).optional(),
  /** The provider's H5 cashier; it comes back to the sub-app's app/pay_info. */
  h5: z.object({ url: z.string() }).optional(),
});

/** One charge by the provider: a unique transaction id and the order it paid. */
export const payment = z.object({
  txn: z.string(),
  orderNo: z.string(),
  amount: fen,
  paidAt: z.string(),
  /** True when this notification repeated one already recorded (nothing was charged again). */
  duplicate: z.boolean(),
});
export const payNotifyRequest = z.object({
  orderNo,
  txn: z
    .string(msg('invalid_txn'))
    .trim()
    .regex(/^[\w-]{6,64}$/, msg('invalid_txn')),
});
export const devCreateOrderRequest = z.object({
  phone,
  areaCode: z.string().optional(),
  subApp: subAppId,
  kind: orderKind,
  title: z.string(msg('invalid_title')).trim().min(1, msg('invalid_title')).max(100, msg('invalid_title')),
  amount: z
    .number(msg('invalid_amount'))
    .int(msg('invalid_amount'))
    .min(0, msg('invalid_amount'))
    .max(10_000_000, msg('invalid_amount')),
  originalAmount: z.number().int().min(0).max(10_000_000).optional(),
  classTime: z.string().nullable().optional(),
  refId: z.string().max(64).optional(),
  /** Points the order earns when paid (0 when absent), so a journey can earn a known number. */
  points: z.number().int().min(0).max(100_000).optional(),
});

export type OrderKind = z.infer<typeof orderKind>;
export type OrderState = z.infer<typeof orderState>;
export type Order = z.infer<typeof order>;
export type OrderPage = z.infer<typeof orderPage>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type PayChannel = z.infer<typeof payChannel>;
export type PrepayRequest = z.infer<typeof prepayRequest>;
export type PrepayResponse = z.infer<typeof prepayResponse>;
export type JsapiPayParams = z.infer<typeof jsapiPayParams>;
export type Payment = z.infer<typeof payment>;
export type DevCreateOrderRequest = z.infer<typeof devCreateOrderRequest>;

const token = 'AUTHORIZE_TOKEN (403)';
export const ordersEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/orders?subApp=&kind=&page=&pageSize=',
    auth: token,
    request: null,
    response: orderPage,
    about:
      'The signed-in user’s orders in this sub-app, newest first; kind filters (course, vip, deposit, store).',
  },
  {
    method: 'GET',
    path: '/api/orders/:orderNo?subApp=',
    auth: token,
    request: null,
    response: order,
    about: 'One order of the signed-in user (404 for anyone else’s).',
  },
  {
    method: 'GET',
    path: '/api/orders/:orderNo/status?subApp=',
    auth: token,
    request: null,
    response: orderStatus,
    about: 'The state of one order, for polling while the user pays.',
  },
  {
    method: 'POST',
    path: '/api/orders/:orderNo/cancel?subApp=',
    auth: token,
    request: null,
    response: order,
    about:
      'Pending -> cancelled; a paid course whose class has not started -> refunded (cancel appointment). 409 otherwise.',
  },
  {
    method: 'POST',
    path: '/api/pay/prepay?subApp=',
    auth: token,
    request: prepayRequest,
    response: prepayResponse,
    about:
      'Start paying a pending order: JSAPI parameters, a mini-program pay page, or an H5 cashier URL. 409 unless pending.',
  },
];
