import { z } from 'zod';
import { msg, subAppId, type Endpoint } from './common';

export * from './codes/check-in';

/**
 * Daily check-in: an activity per sub-app with a period of business days (China time), one check-in
 * per business day per user per activity, daily points plus streak rewards paid into the points
 * ledger (reason `checkin`). Days are "YYYY-MM-DD" business days, computed by the server.
 */

const day = z.string();

/** Checking in on the `days`-th day in a row pays `points` more. */
export const checkInReward = z.object({ days: z.number().int(), points: z.number().int() });

/** The signed-in caller's part; null for a visitor. */
export const checkInViewer = z.object({
  /** The caller's check-in days of this activity, oldest first. */
  days: z.array(day),
  /** Days in a row up to today (or up to yesterday when today is still open). */
  streak: z.number().int(),
  checkedToday: z.boolean(),
});

export const checkInActivity = z.object({
  id: z.number().int(),
  title: z.string(),
  /** First and last business day of the period. */
  startDay: day,
  endDay: day,
  /** The business's day now, by the server's clock. */
  today: day,
  state: z.enum(['upcoming', 'open', 'ended']),
  /** Points for each check-in. */
  dailyPoints: z.number().int(),
  rewards: z.array(checkInReward),
  viewer: checkInViewer.nullable(),
});

/** What one check-in paid: the daily points plus a streak reward when one was reached. */
export const checkInResult = z.object({
  day,
  streak: z.number().int(),
  points: z.number().int(),
  bonus: z.number().int(),
});

export const checkInRules = z.object({
  activityId: z.number().int(),
  title: z.string(),
  /** The rules, one paragraph each, in the caller's language. */
  rules: z.array(z.string()),
});

export const checkInRulesQuery = z.object({
  subApp: subAppId,
  id: z
    .string(msg('invalid_params'))
    .regex(/^\d{1,9}$/, msg('invalid_params'))
    .transform(Number)
    .optional(),
});

export type CheckInReward = z.infer<typeof checkInReward>;
export type CheckInViewer = z.infer<typeof checkInViewer>;
export type CheckInActivity = z.infer<typeof checkInActivity>;
export type CheckInResult = z.infer<typeof checkInResult>;
export type CheckInRules = z.infer<typeof checkInRules>;

export const checkInEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/check-in/activities/:id?subApp=',
    auth: 'optional AUTHORIZE_TOKEN (the caller’s days and streak when signed in)',
    request: null,
    response: checkInActivity,
    about:
      'A check-in activity: period, state, rewards and, signed in, the caller’s days and streak (404 unknown).',
  },
  {
    method: 'POST',
    path: '/api/check-in/activities/:id/check-in?subApp=',
    auth: 'AUTHORIZE_TOKEN (403)',
    request: null,
    response: checkInResult,
    about:
      'Check in for today (business day, China time): once a day (4702), only within the period (4703, 4704); points go to the ledger.',
  },
  {
    method: 'GET',
    path: '/api/check-in/rules?subApp=&id=',
    auth: 'none',
    request: null,
    response: checkInRules,
    about: 'The rules of an activity (the sub-app’s current one without id) in the caller’s language.',
  },
];

/** Dev only: the caller's check-in for the business day before today (no points), for a two-day streak in e2e. */
export const devCheckInYesterday = z.object({ activityId: z.number(msg('invalid_params')).int().positive() });
export const devCheckInRecorded = z.object({ day });
