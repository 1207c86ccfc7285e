import type { Order } from '@yoga/contract';

/**
 * What an order shows, derived from its fields (the service has no "booked" or "to evaluate"
 * state): a paid course is booked until its class starts, then waits for an evaluation.
 */
export type OrderView =
  'pending' | 'booked' | 'to-evaluate' | 'evaluated' | 'paid' | 'cancelled' | 'refunded' | 'expired';

export function viewOf(o: Order, now = Date.now()): OrderView {
  if (o.state === 'pending') return Date.parse(o.payDeadline) <= now ? 'expired' : 'pending';
  if (o.state !== 'paid') return o.state;
  if (o.kind !== 'course') return 'paid';
  if (o.classTime !== null && Date.parse(o.classTime) > now) return 'booked';
  return o.evaluated ? 'evaluated' : 'to-evaluate';
}

export type OrderAction = 'cancel-payment' | 'pay' | 'cancel-appointment' | 'evaluate' | 'view-evaluation';

export const actionsOf = (v: OrderView): OrderAction[] =>
  ({
    pending: ['cancel-payment', 'pay'] as OrderAction[],
    booked: ['cancel-appointment'] as OrderAction[],
    'to-evaluate': ['evaluate'] as OrderAction[],
    evaluated: ['view-evaluation'] as OrderAction[],
  })[v as 'pending'] ?? [];
