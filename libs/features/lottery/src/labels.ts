import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LotteryPrizeKind } from '@yoga/contract';

/** What kind of prize a sector is, beside its name. */
export const kindLabels: Record<LotteryPrizeKind, MessageDescriptor> = {
  points: msg`积分`,
  coupon: msg`优惠券`,
  goods: msg`实物奖品`,
  thanks: msg`未中奖`,
};

/** A fresh idempotency key for one press of the button (letters, digits and dashes, 8–64). */
export function newDrawKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
