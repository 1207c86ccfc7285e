import { VIP_CODES, type Order, type SubAppIdT, type VipOrderRequest } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { createOrder } from '../orders/store';
import type { DomainEvents, Hooks } from '../../events';
import { issueCard } from './cards';
import { mustGetInvite } from './invites';
import { discounted, mustGetPlan, toPlan } from './plans';
import { markDepositPaid } from './deposits';

type Buyer = { userId: number; subApp: SubAppIdT };

export const requireAgreement = (agree: boolean) => {
  if (!agree) throw new ApiFailure(VIP_CODES.agreementRequired, 'vip_agreement_required');
};

/**
 * A pending 'vip' order for a plan, priced here (never by the client): the plan's price, or the
 * invited price when a coach invited. The plan and coach travel in the order's detail for the card.
 */
export function createVipOrder(
  db: Db,
  clock: () => number,
  b: Buyer,
  req: VipOrderRequest,
  lang: Lang,
): Order {
  requireAgreement(req.agree);
  const row = mustGetPlan(db, b.subApp, req.planId);
  const invite = req.teacherId === undefined ? null : mustGetInvite(db, b.subApp, req.teacherId);
  // The order keeps the plan's name in both languages and shows the caller's.
  return createOrder(
    db,
    clock,
    {
      ...b,
      kind: 'vip',
      refId: row.id,
      title: toPlan(row, 'zh').name,
      titleEn: toPlan(row, 'en').name,
      amount: invite ? discounted(row.price, invite.discount_percent) : row.price,
      originalAmount: row.original_price,
      detail: { planId: row.id, planKind: row.kind, validDays: row.days, teacherId: req.teacherId ?? null },
    },
    lang,
  );
}

type PaidEvent = DomainEvents['order.paid'];

/** The buyer of a paid order (the paid event carries the order as its owner sees it, without the user). */
const buyerOf = (e: PaidEvent) =>
  (e.db.prepare('SELECT user_id FROM orders WHERE order_no = ?').get(e.order.orderNo) as { user_id: number })
    .user_id;

/** Cards are issued and deposits marked paid from the payment's own transaction. */
export const vipHooks: Hooks = {
  'order.paid': (e) => {
    if (e.order.kind === 'vip')
      issueCard(e.db, e.clock(), {
        userId: buyerOf(e),
        subApp: e.order.subApp,
        planId: Number(e.order.refId),
        orderNo: e.order.orderNo,
      });
    if (e.order.kind === 'deposit') markDepositPaid(e.db, e.clock(), e.order.orderNo);
  },
};
