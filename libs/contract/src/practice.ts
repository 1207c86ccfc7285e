import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { BODY_LIMITS, CLOCK_MINUTES, FAMILY_NAME_MAX, MEASUREMENT_ITEMS } from './codes/practice';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export {
  PRACTICE_CODES,
  FAMILY_MAX,
  FAMILY_NAME_MAX,
  CLOCK_MINUTES,
  BODY_LIMITS,
  MEASUREMENT_ITEMS,
} from './codes/practice';

/**
 * Slim's practice programme: the student's body profile (height, weight, goal), the family members
 * who practise under the account, clock-ins (a duration and a photo, one calendar day in China time)
 * and each measurement's history. Slim only: another sub-app's token is refused.
 */

const id = z.number().int().positive();
const height = z
  .number(msg('invalid_height'))
  .int(msg('invalid_height'))
  .min(BODY_LIMITS.height.min, msg('invalid_height'))
  .max(BODY_LIMITS.height.max, msg('invalid_height'));
const weight = z
  .number(msg('invalid_weight'))
  .min(BODY_LIMITS.weight.min, msg('invalid_weight'))
  .max(BODY_LIMITS.weight.max, msg('invalid_weight'))
  .refine((w) => Math.round(w * 10) === w * 10, msg('invalid_weight'));

export const measurementItem = z.enum(MEASUREMENT_ITEMS, msg('invalid_item'));
export const familyRelation = z.enum(['spouse', 'child', 'parent', 'other'], msg('invalid_relation'));

export const bodyProfile = z.object({
  /** cm; null until the student fills basic_info. */
  height: z.number().nullable(),
  /** kg, one decimal. */
  weight: z.number().nullable(),
  goalWeight: z.number().nullable(),
});
export const bodyProfileRequest = z.object({ height, weight, goalWeight: weight });

export const familyMember = z.object({
  id,
  name: z.string(),
  relation: familyRelation,
  createdAt: z.string(),
});
export const familyMemberRequest = z.object({
  name: z
    .string(msg('invalid_member_name'))
    .trim()
    .min(1, msg('invalid_member_name'))
    .max(FAMILY_NAME_MAX, msg('invalid_member_name')),
  relation: familyRelation,
});
export const familyList = z.object({ list: z.array(familyMember), max: z.number().int() });

export const clockIn = z.object({
  id,
  /** The China-time day (YYYY-MM-DD) the practice counts for. */
  day: z.string(),
  minutes: z.number().int(),
  photoUrl: z.string(),
  /** null: the account holder practised; else the family member. */
  memberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  createdAt: z.string(),
});
export const clockInRequest = z.object({
  minutes: z
    .number(msg('invalid_minutes'))
    .int(msg('invalid_minutes'))
    .min(CLOCK_MINUTES.min, msg('invalid_minutes'))
    .max(CLOCK_MINUTES.max, msg('invalid_minutes')),
  photoId: z.string(msg('invalid_photo')).regex(/^[a-f0-9]{32}$/, msg('invalid_photo')),
  memberId: z.number(msg('invalid_params')).int().positive().nullable().default(null),
});
export const clockMonthQuery = z.object({
  month: z
    .string(msg('invalid_month'))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('invalid_month'))
    .optional(),
});
export const clockMonth = z.object({
  month: z.string(),
  today: z.string(),
  /** Days of the month with at least one clock-in. */
  days: z.array(z.string()),
  /** Consecutive days up to today (or yesterday, when today has none yet). */
  streak: z.number().int(),
  /** Clock-ins of the month, newest first. */
  list: z.array(clockIn),
});

export const measurementPoint = z.object({ day: z.string(), value: z.number() });
export const measurementHistory = z.object({
  item: measurementItem,
  unit: z.enum(['kg', 'cm', '%']),
  points: z.array(measurementPoint),
});

export const practiceHome = z.object({
  signedIn: z.boolean(),
  today: z.string(),
  programme: z.object({
    title: z.string(),
    totalDays: z.number().int(),
    /** Day of the programme today is (1-based), capped at totalDays. */
    day: z.number().int(),
    /** Distinct days practised since the programme started. */
    doneDays: z.number().int(),
  }),
  todayPractice: z.object({ title: z.string(), minutes: z.number().int(), clocked: z.boolean() }),
  streak: z.number().int(),
  familyCount: z.number().int(),
  profile: bodyProfile.nullable(),
  videoCourses: z.array(z.object({ id, title: z.string(), lessons: z.number().int() })),
});

export type BodyProfile = z.infer<typeof bodyProfile>;
export type BodyProfileRequest = z.infer<typeof bodyProfileRequest>;
export type FamilyMember = z.infer<typeof familyMember>;
export type FamilyMemberRequest = z.infer<typeof familyMemberRequest>;
export type FamilyRelation = z.infer<typeof familyRelation>;
export type FamilyList = z.infer<typeof familyList>;
export type ClockIn = z.infer<typeof clockIn>;
export type ClockInRequest = z.input<typeof clockInRequest>;
export type ClockMonth = z.infer<typeof clockMonth>;
export type MeasurementItem = z.infer<typeof measurementItem>;
export type MeasurementHistory = z.infer<typeof measurementHistory>;
export type PracticeHome = z.infer<typeof practiceHome>;

const token = 'AUTHORIZE_TOKEN (403)';
export const practiceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/practice/home?subApp=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: practiceHome,
    about: 'Slim home: today’s practice, programme progress, streak, family count, video course entries.',
  },
  {
    method: 'GET',
    path: '/api/practice/profile?subApp=',
    auth: token,
    request: null,
    response: bodyProfile,
    about: 'The caller’s height, weight and goal weight (nulls until set).',
  },
  {
    method: 'POST',
    path: '/api/practice/profile?subApp=',
    auth: token,
    request: bodyProfileRequest,
    response: bodyProfile,
    about: 'Save height, weight and goal; the weight is also today’s point of the weight history.',
  },
  {
    method: 'GET',
    path: '/api/practice/family?subApp=',
    auth: token,
    request: null,
    response: familyList,
    about: 'The family members practising under the caller’s account, oldest first.',
  },
  {
    method: 'POST',
    path: '/api/practice/family?subApp=',
    auth: token,
    request: familyMemberRequest,
    response: familyMember,
    about: 'Add a family member (at most FAMILY_MAX; code 5702 beyond).',
  },
  {
    method: 'POST',
    path: '/api/practice/family/:id?subApp=',
    auth: token,
    request: familyMemberRequest,
    response: familyMember,
    about: 'Rename or change the relation of one family member (404 for a foreign id).',
  },
  {
    method: 'POST',
    path: '/api/practice/family/:id/delete?subApp=',
    auth: token,
    request: null,
    response: z.null(),
    about: 'Remove one family member; their clock-ins stay, under their name.',
  },
  {
    method: 'GET',
    path: '/api/practice/clock?subApp=&month=',
    auth: token,
    request: null,
    response: clockMonth,
    about: 'A month of clock-ins (default: this month in China time), its practised days and the streak.',
  },
  {
    method: 'POST',
    path: '/api/practice/clock?subApp=',
    auth: token,
    request: clockInRequest,
    response: clockIn,
    about: 'Clock in a practice today: minutes, a photo uploaded through /api/uploads, and who practised.',
  },
  {
    method: 'GET',
    path: '/api/practice/measurements/:item?subApp=',
    auth: token,
    request: null,
    response: measurementHistory,
    about: 'One measurement’s history (weight, waist, bodyFat), oldest first.',
  },
];
