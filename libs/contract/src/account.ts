import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { birthdayProblem, nicknameProblem } from './codes/account';

export * from './codes/account';

/**
 * The signed-in user's own account: the profile (avatar, nickname, gender, birthday) and the deletion
 * request with its cooling-off period. Times are ISO strings; a birthday is a calendar day.
 */

export const gender = z.enum(['female', 'male', 'unknown']);

export const profile = z.object({
  nickname: z.string(),
  /** The served avatar (an upload of the user's), or null for the default picture. */
  avatarUrl: z.string().nullable(),
  avatarId: z.string().nullable(),
  /** The number with its middle hidden: 138****8000. */
  phoneMasked: z.string(),
  areaCode: z.string(),
  gender,
  /** YYYY-MM-DD or null when not given. */
  birthday: z.string().nullable(),
});

/** Every field is sent (the form saves as a whole); the server checks them with the same rules. */
export const profileUpdate = z.object({
  nickname: z
    .string(msg('invalid_params'))
    .trim()
    .max(64, msg('invalid_params'))
    .refine((n) => nicknameProblem(n) === null, msg('invalid_params')),
  avatarId: z
    .string(msg('invalid_params'))
    .regex(/^[a-f0-9]{32}$/, msg('invalid_params'))
    .nullable(),
  gender,
  birthday: z
    .string(msg('invalid_params'))
    .refine((d) => birthdayProblem(d, '9999-12-31') === null, msg('invalid_params'))
    .nullable(),
});

export const deletionBlockerKind = z.enum(['unpaid_order', 'undelivered_order', 'wallet_balance']);
export const deletionBlocker = z.object({
  kind: deletionBlockerKind,
  /** Orders of that kind; for a wallet balance, 1. */
  count: z.number().int().nonnegative(),
  /** Fen, for a wallet balance; 0 otherwise. */
  amount: z.number().int().nonnegative(),
});

/** What deleting the account takes away, counted by the server. */
export const deletionLosses = z.object({
  orders: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  vipCards: z.number().int().nonnegative(),
  certificates: z.number().int().nonnegative(),
});

export const deletionRequest = z.object({
  appliedAt: z.string(),
  /** When the account is removed unless the request is cancelled before. */
  effectiveAt: z.string(),
});

export const deletionStatus = z.object({
  pending: deletionRequest.nullable(),
  losses: deletionLosses,
  blockers: z.array(deletionBlocker),
  phoneMasked: z.string(),
  areaCode: z.string(),
  coolingOffDays: z.number().int().positive(),
});

export const deletionApply = z.object({
  code: z
    .string(msg('invalid_sms_code'))
    .trim()
    .regex(/^\d{4,8}$/, msg('invalid_sms_code')),
});

export type Gender = z.infer<typeof gender>;
export type Profile = z.infer<typeof profile>;
export type ProfileUpdate = z.infer<typeof profileUpdate>;
export type DeletionBlocker = z.infer<typeof deletionBlocker>;
export type DeletionLosses = z.infer<typeof deletionLosses>;
export type DeletionRequest = z.infer<typeof deletionRequest>;
export type DeletionStatus = z.infer<typeof deletionStatus>;

const token = 'AUTHORIZE_TOKEN (403)';
export const accountEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/account/profile?subApp=',
    auth: token,
    request: null,
    response: profile,
    about: 'The caller’s profile: nickname, avatar, masked phone, gender and birthday.',
  },
  {
    method: 'POST',
    path: '/api/account/profile?subApp=',
    auth: token,
    request: profileUpdate,
    response: profile,
    about:
      'Saves the profile. 5101 nickname breaks the rules ({ problem }), 5102 avatar is no upload of the caller’s (upload it first through /api/uploads), 5103 birthday in the future or before 1900.',
  },
  {
    method: 'GET',
    path: '/api/account/deletion?subApp=',
    auth: token,
    request: null,
    response: deletionStatus,
    about:
      'What deleting the account would take away, what blocks it (unpaid or undelivered orders, a wallet balance), and a pending request with its date.',
  },
  {
    method: 'POST',
    path: '/api/account/deletion?subApp=',
    auth: token,
    request: deletionApply,
    response: deletionRequest,
    about:
      'Requests the deletion with the SMS code sent to the caller’s own number (POST /api/auth/sms-code, the login’s rules). 5110 blocked ({ blockers }), 5111 already pending. On success every token of the account is revoked; the account is removed after the cooling-off period unless cancelled.',
  },
  {
    method: 'POST',
    path: '/api/account/deletion/cancel?subApp=',
    auth: token,
    request: null,
    response: deletionStatus,
    about:
      'Cancels the pending deletion request (sign in again during the cooling-off period). 5112 none pending.',
  },
];
