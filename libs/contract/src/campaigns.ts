import { z } from 'zod';
import { CITY_PATTERN } from './codes/common';
import { msg, subAppId, type Endpoint } from './common';
import {
  CAMPAIGN_KEY_PATTERN,
  CAMPAIGN_RECEIPT_KINDS,
  REP_CITY_MAX,
  REP_NAME_MAX,
  REP_PHONE_PATTERN,
  REP_REASON_MAX,
  REP_REASON_MIN,
} from './codes/campaigns';

export * from './codes/campaigns';

/**
 * Suman's campaign pages: the women's-day event (seats, one sign-up per user, cancel), the welfare
 * offer for new students (claimed once), the student representative programme (one application,
 * its review), the TPU mat offer (a real product of the store) and three recipes. Every page opens
 * signed out; with a token its answer carries the caller's own state. Texts are in the caller's
 * language; times are ISO strings; money is fen.
 */

export const campaignKey = z.string(msg('invalid_params')).regex(CAMPAIGN_KEY_PATTERN, msg('invalid_params'));

/** open: seats left and sign-up still open; full: no seat left; ended: sign-up closed or event over. */
export const campaignEventState = z.enum(['open', 'full', 'ended']);

export const campaignEvent = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  place: z.string(),
  cover: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Sign-up closes at this time (before the start). */
  signupEndsAt: z.string(),
  seats: z.number().int().positive(),
  seatsLeft: z.number().int().nonnegative(),
  state: campaignEventState,
  schedule: z.array(z.object({ at: z.string(), title: z.string() })),
  /** The caller's sign-up; null signed out or not signed up. */
  mine: z.object({ id: z.number().int().positive(), signedUpAt: z.string() }).nullable(),
});

export const welfareOffer = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  includes: z.array(z.string()),
  /** Who qualifies, one line each. */
  rules: z.array(z.string()),
  price: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  validUntil: z.string(),
  ended: z.boolean(),
  /** null signed out; false when the caller is no new student (a paid order in the brand). */
  eligible: z.boolean().nullable(),
  claim: z.object({ claimedAt: z.string() }).nullable(),
});

export const repStatus = z.enum(['pending', 'accepted', 'refused']);

export const repApplication = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  reason: z.string(),
  status: repStatus,
  /** Why it was refused; null otherwise. */
  refusal: z.string().nullable(),
  createdAt: z.string(),
});

export const repProgramme = z.object({
  title: z.string(),
  summary: z.string(),
  duties: z.array(z.string()),
  rewards: z.array(z.string()),
  /** The caller's application; null signed out or none yet. */
  application: repApplication.nullable(),
});

export const repApplyRequest = z.object({
  name: z
    .string(msg('invalid_params'))
    .trim()
    .min(1, msg('invalid_params'))
    .max(REP_NAME_MAX, msg('invalid_params')),
  phone: z.string(msg('invalid_phone')).trim().regex(REP_PHONE_PATTERN, msg('invalid_phone')),
  city: z
    .string(msg('invalid_params'))
    .trim()
    .min(1, msg('invalid_params'))
    .max(REP_CITY_MAX, msg('invalid_params'))
    .regex(CITY_PATTERN, msg('invalid_params')),
  reason: z
    .string(msg('invalid_params'))
    .trim()
    .min(REP_REASON_MIN, msg('invalid_params'))
    .max(REP_REASON_MAX, msg('invalid_params')),
});

/**
 * A suman form's submission as its result page shows it, read back from what the server keeps (never
 * from the result page's address): the representative application or the event sign-up.
 */
export const campaignReceipt = z.object({
  kind: z.enum(CAMPAIGN_RECEIPT_KINDS),
  id: z.number().int().positive(),
  /** The programme's or the event's title. */
  title: z.string(),
  submittedAt: z.string(),
  /** pending, accepted, refused: an application's review; signed_up: a seat taken. */
  status: z.enum(['pending', 'accepted', 'refused', 'signed_up']),
  /** The event's place and start; null for an application. */
  place: z.string().nullable(),
  startsAt: z.string().nullable(),
  /** The application's name, city, masked phone and reason; null for a sign-up. */
  name: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  reason: z.string().nullable(),
  /** What happens next, one line each, in the caller's language. */
  nextSteps: z.array(z.string()),
});

export const matOffer = z.object({
  title: z.string(),
  subtitle: z.string(),
  photos: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  highlights: z.array(z.string()),
  /** The store product's lowest price and its list price, fen. */
  price: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  validUntil: z.string(),
  /** The product in the store that sells it: its sub-app (the store's) and spu id. */
  product: z.object({ subApp: subAppId, spuId: z.number().int().positive() }),
});

export const recipe = z.object({
  key: z.string(),
  meal: z.string(),
  title: z.string(),
  image: z.string(),
  calories: z.number().int().positive(),
  minutes: z.number().int().positive(),
  ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
  steps: z.array(z.string()),
});
export const recipeList = z.object({ title: z.string(), summary: z.string(), recipes: z.array(recipe) });

export type CampaignEvent = z.infer<typeof campaignEvent>;
export type WelfareOffer = z.infer<typeof welfareOffer>;
export type RepApplication = z.infer<typeof repApplication>;
export type RepProgramme = z.infer<typeof repProgramme>;
export type RepApplyRequest = z.infer<typeof repApplyRequest>;
export type MatOffer = z.infer<typeof matOffer>;
export type CampaignReceipt = z.infer<typeof campaignReceipt>;
export type Recipe = z.infer<typeof recipe>;
export type RecipeList = z.infer<typeof recipeList>;

const token = 'AUTHORIZE_TOKEN (403)';
const open = 'none (AUTHORIZE_TOKEN optional: adds the caller’s state)';
export const campaignsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/campaigns/events/:key?subApp=',
    auth: open,
    request: null,
    response: campaignEvent,
    about:
      'An event of suman (students and coaches see the same one): details, schedule, seats left, state. 4951 unknown.',
  },
  {
    method: 'POST',
    path: '/api/campaigns/events/:key/signup?subApp=',
    auth: token,
    request: null,
    response: campaignEvent,
    about:
      'Signs the caller up, once per user; a seat is taken in one transaction. 4952 full, 4953 ended, 4954 signed up already.',
  },
  {
    method: 'POST',
    path: '/api/campaigns/events/:key/cancel?subApp=',
    auth: token,
    request: null,
    response: campaignEvent,
    about: 'Cancels the caller’s sign-up and frees the seat. 4955 not signed up, 4953 ended.',
  },
  {
    method: 'GET',
    path: '/api/campaigns/welfare?subApp=',
    auth: open,
    request: null,
    response: welfareOffer,
    about:
      'The welfare offer for new students: what it includes, who qualifies, until when; the caller’s eligibility and claim.',
  },
  {
    method: 'POST',
    path: '/api/campaigns/welfare/claim?subApp=',
    auth: token,
    request: null,
    response: welfareOffer,
    about: 'Claims the welfare once per user. 4956 ended, 4957 claimed already, 4958 not a new student.',
  },
  {
    method: 'GET',
    path: '/api/campaigns/representative?subApp=',
    auth: open,
    request: null,
    response: repProgramme,
    about:
      'The student representative programme and the caller’s application (pending, accepted, refused with reason).',
  },
  {
    method: 'POST',
    path: '/api/campaigns/representative/apply?subApp=',
    auth: token,
    request: repApplyRequest,
    response: repProgramme,
    about: 'Applies to be a representative, one application per user. 4959 applied already.',
  },
  {
    method: 'GET',
    path: '/api/campaigns/receipts/:kind/:id?subApp=',
    auth: token,
    request: null,
    response: campaignReceipt,
    about:
      'A submission of the caller’s (kind representative: the application id; event: the sign-up id) for its result page; 4960 when it is not theirs or no longer stands (a cancelled sign-up).',
  },
  {
    method: 'GET',
    path: '/api/campaigns/mat?subApp=',
    auth: 'none',
    request: null,
    response: matOffer,
    about:
      'The TPU yoga mat offer: photos, specs, and the store product that sells it (price from its SKUs).',
  },
  {
    method: 'GET',
    path: '/api/campaigns/recipes?subApp=',
    auth: 'none',
    request: null,
    response: recipeList,
    about: 'Three recipes: ingredients, steps and calories.',
  },
];

/** Development-only: put an event's seats or timing in a state for a test; decide an application. */
export const devCampaignEventSet = z.object({
  key: campaignKey,
  seatsLeft: z.number().int().nonnegative().optional(),
  ended: z.boolean().optional(),
});
export const devRepDecide = z.object({
  phone: z.string(),
  status: repStatus,
  refusal: z.string().optional(),
});
