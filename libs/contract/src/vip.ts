import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { order } from './orders';
import { depositEndpoints } from './vip-deposit';

export * from './vip-deposit';

/**
 * Memberships (VIP cards): plans per brand, a coach's invitation price, buying through the one
 * cashier (an order of kind 'vip'), and the cards a payment issues. Money is fen; times ISO strings.
 */
const fen = z.number().int().min(0);
const id = z.number().int().positive();
/** A path or query id as text: digits only. */
export const vipIdText = z
  .string(msg('invalid_params'))
  .regex(/^\d{1,9}$/, msg('invalid_params'))
  .transform(Number);

/** member: the training membership; recipe: the diet-plan membership. */
export const vipPlanKind = z.enum(['member', 'recipe'], msg('invalid_params'));
export const vipPeriod = z.enum(['week', 'month', 'quarter', 'year']);

/** One line of what a plan gives, worded in the caller's language. */
export const vipBenefit = z.object({ title: z.string(), detail: z.string() });
export const vipPlan = z.object({
  id,
  kind: vipPlanKind,
  period: vipPeriod,
  name: z.string(),
  days: id,
  price: fen,
  originalPrice: fen,
  /** price / days, rounded to the fen. */
  perDay: fen,
  benefits: z.array(vipBenefit),
  recommended: z.boolean(),
});
export const vipPlanList = z.object({
  kind: vipPlanKind,
  /** What the membership includes as a whole (the recipe plan: weekly recipes, a nutrition coach). */
  includes: z.array(vipBenefit),
  plans: z.array(vipPlan),
});
export const vipPlansQuery = z.object({ kind: vipPlanKind.optional().transform((k) => k ?? 'member') });

export const inviteCoach = z.object({
  id,
  name: z.string(),
  title: z.string(),
  years: z.number().int().min(0),
});
/** A coach's invitation: each plan at the invited price (`price`), `originalPrice` the plan's own. */
export const vipInvite = z.object({
  coach: inviteCoach,
  discountPercent: z.number().int().min(1).max(90),
  plans: z.array(vipPlan),
});

export const vipOrderRequest = z.object({
  planId: id,
  /** The inviting coach; the invited price is applied and the coach recorded on the order. */
  teacherId: id.optional(),
  /** The VIP agreement was ticked; refused (4353) otherwise. */
  agree: z.boolean(),
});

export const vipCardState = z.enum(['to_activate', 'active', 'expired']);
export const vipCard = z.object({
  id,
  planId: id,
  kind: vipPlanKind,
  name: z.string(),
  days: id,
  state: vipCardState,
  obtainedAt: z.string(),
  /** Null until activated: validity starts then. */
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The order that paid for it; null for a card given some other way. */
  orderNo: z.string().nullable(),
});
/** Active cards first, then cards to activate, then expired ones; newest first within each. */
export const vipCardList = z.object({ list: z.array(vipCard) });

export type VipPlanKind = z.infer<typeof vipPlanKind>;
export type VipPeriod = z.infer<typeof vipPeriod>;
export type VipBenefit = z.infer<typeof vipBenefit>;
export type VipPlan = z.infer<typeof vipPlan>;
export type VipPlanList = z.infer<typeof vipPlanList>;
export type InviteCoach = z.infer<typeof inviteCoach>;
export type VipInvite = z.infer<typeof vipInvite>;
export type VipOrderRequest = z.infer<typeof vipOrderRequest>;
export type VipCardState = z.infer<typeof vipCardState>;
export type VipCard = z.infer<typeof vipCard>;
export type VipCardList = z.infer<typeof vipCardList>;

const token = 'AUTHORIZE_TOKEN (403)';
export const vipEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/vip/plans?subApp=&kind=',
    auth: 'none',
    request: null,
    response: vipPlanList,
    about: 'The brand’s plans of one kind (member by default, or recipe), in the caller’s language.',
  },
  {
    method: 'GET',
    path: '/api/vip/invites/:teacherId?subApp=',
    auth: 'none',
    request: null,
    response: vipInvite,
    about:
      'A coach’s VIP invitation: the coach and every member plan at the invited price. 4352 for an unknown coach.',
  },
  {
    method: 'POST',
    path: '/api/vip/orders?subApp=',
    auth: token,
    request: vipOrderRequest,
    response: order,
    about:
      'A pending order of kind vip for a plan (at the invited price with teacherId). 4353 without agree, 4351/4352 unknown plan/coach.',
  },
  {
    method: 'GET',
    path: '/api/vip/cards?subApp=',
    auth: token,
    request: null,
    response: vipCardList,
    about: 'The signed-in user’s VIP cards: active first, then to activate, then expired.',
  },
  {
    method: 'POST',
    path: '/api/vip/cards/:id/activate?subApp=',
    auth: token,
    request: null,
    response: vipCard,
    about:
      'Activate a card: validity starts now. 4355 unless to activate, 4356 while a card of that kind is active.',
  },
  ...depositEndpoints,
];
