import { z } from 'zod';
import { msg, subAppId, type Endpoint } from './common';
import { COACH_CLASS_KINDS } from './codes/coach-classes';

export * from './codes/coach-classes';

/**
 * A coach's schedule: my classes by week with student counts, open classes to take (refused on a
 * clash with my schedule), a class's roster with check-ins, and change requests (hand over, new time,
 * cancel) that wait for approval. Every endpoint takes a coach sub-app's token only. Times are ISO.
 */

export const coachClassKind = z.enum(COACH_CLASS_KINDS, msg('invalid_params'));
export const coachRequestKind = z.enum(['handover', 'time', 'cancel'], msg('invalid_params'));
export const coachRequestState = z.enum(['pending', 'approved', 'refused']);

/** The least that names a class (a clash names the class it clashes with). */
export const coachClassBrief = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  kind: coachClassKind,
  startsAt: z.string(),
  endsAt: z.string(),
});

export const coachClass = coachClassBrief.extend({
  room: z.string(),
  capacity: z.number().int().nonnegative(),
  /** Students booked. */
  students: z.number().int().nonnegative(),
  /** Students checked in so far. */
  checkedIn: z.number().int().nonnegative(),
  state: z.enum(['scheduled', 'cancelled']),
  /** The kind of the request of this class that waits for an answer, if any. */
  pending: coachRequestKind.nullable(),
  /** Until when it can be cancelled (start minus COACH_CANCEL_DEADLINE_HOURS). */
  cancelDeadline: z.string(),
});

/** My classes in a 7-day window starting today (week 0), or a week before or after. */
export const coachWeek = z.object({
  week: z.number().int(),
  from: z.string(),
  to: z.string(),
  list: z.array(coachClass),
});
export const coachWeekQuery = z.object({
  week: z
    .string(msg('invalid_params'))
    .regex(/^-?\d{1,2}$/, msg('invalid_params'))
    .transform(Number)
    .pipe(z.number().int().min(-8, msg('invalid_params')).max(8, msg('invalid_params')))
    .optional()
    .transform((n) => n ?? 0),
  kind: coachClassKind.optional(),
});

export const coachRosterStudent = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  checkedInAt: z.string().nullable(),
});
export const coachClassDetail = coachClass.extend({ roster: z.array(coachRosterStudent) });

/** The onboarding page's facts: classes taught so far and the next one (null when none). */
export const coachScheduleSummary = z.object({
  taught: z.number().int().nonnegative(),
  upcoming: z.number().int().nonnegative(),
  next: coachClass.nullable(),
});

export const coachColleague = z.object({ id: z.number().int().positive(), name: z.string() });
export const coachColleagues = z.array(coachColleague);

export const coachOpenClasses = z.array(coachClass);

/** A refusal's data: the clashing class (5353) or the deadline passed (5355). */
export const coachRefusal = z.object({ clash: coachClassBrief.optional(), deadline: z.string().optional() });

const reason = z
  .string(msg('invalid_params'))
  .trim()
  .min(2, msg('invalid_params'))
  .max(200, msg('invalid_params'));
const classId = z.number(msg('invalid_params')).int(msg('invalid_params')).positive(msg('invalid_params'));

export const coachRequestCreate = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('handover'),
      classId,
      toCoachId: z.number(msg('invalid_params')).int().positive(msg('invalid_params')),
      reason,
    }),
    z.object({ kind: z.literal('time'), classId, startsAt: z.iso.datetime({ offset: true }), reason }),
    z.object({ kind: z.literal('cancel'), classId, reason }),
  ],
  msg('invalid_params'),
);

export const coachRequest = z.object({
  id: z.number().int().positive(),
  kind: coachRequestKind,
  state: coachRequestState,
  class: coachClassBrief,
  reason: z.string(),
  /** handover: the coach asked to take it. */
  toCoach: z.string().nullable(),
  /** time: the proposed start and end. */
  newStartsAt: z.string().nullable(),
  newEndsAt: z.string().nullable(),
  /** The class's time when the request was made (kept after an approved move); null if not recorded. */
  oldStartsAt: z.string().nullable(),
  oldEndsAt: z.string().nullable(),
  /** Why it was refused. */
  answer: z.string().nullable(),
  /** Students of the class told of the change: only once it is approved (a pending one tells nobody). */
  notified: z.number().int().nonnegative(),
  /** A pending new time or cancel: the students who will be told once it is approved; else 0. */
  toNotify: z.number().int().nonnegative(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const coachRequests = z.array(coachRequest);
export const coachRequestsQuery = z.object({ kind: coachRequestKind.optional() });

export type CoachClassBrief = z.infer<typeof coachClassBrief>;
export type CoachClass = z.infer<typeof coachClass>;
export type CoachWeek = z.infer<typeof coachWeek>;
export type CoachClassDetail = z.infer<typeof coachClassDetail>;
export type CoachScheduleSummary = z.infer<typeof coachScheduleSummary>;
export type CoachColleague = z.infer<typeof coachColleague>;
export type CoachRefusal = z.infer<typeof coachRefusal>;
export type CoachRequestCreate = z.infer<typeof coachRequestCreate>;
export type CoachRequest = z.infer<typeof coachRequest>;
export type CoachRequestKind = z.infer<typeof coachRequestKind>;

const token = 'coach AUTHORIZE_TOKEN (403; a student token 5352)';
export const coachClassesEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coach-classes/week?subApp=&week=&kind=',
    auth: token,
    request: null,
    response: coachWeek,
    about:
      'My classes from today (week 0) for 7 days, or a week before/after, with student and check-in counts.',
  },
  {
    method: 'GET',
    path: '/api/coach-classes/classes/:id?subApp=',
    auth: token,
    request: null,
    response: coachClassDetail,
    about: 'One of my classes with its roster and check-ins. 5351 when not mine.',
  },
  {
    method: 'GET',
    path: '/api/coach-classes/summary?subApp=',
    auth: token,
    request: null,
    response: coachScheduleSummary,
    about: 'Classes taught, classes to come and the next one (the first-class onboarding page).',
  },
  {
    method: 'GET',
    path: '/api/coach-classes/open?subApp=',
    auth: token,
    request: null,
    response: coachOpenClasses,
    about: 'Upcoming classes of the brand with no coach yet.',
  },
  {
    method: 'POST',
    path: '/api/coach-classes/open/:id/take?subApp=',
    auth: token,
    request: null,
    response: coachClass,
    about: 'Teach an open class. 5353 when it overlaps one of mine ({ clash }), 5354 taken meanwhile.',
  },
  {
    method: 'GET',
    path: '/api/coach-classes/colleagues?subApp=',
    auth: token,
    request: null,
    response: coachColleagues,
    about: 'The coaches of the brand a class can be handed to.',
  },
  {
    method: 'GET',
    path: '/api/coach-classes/requests?subApp=&kind=',
    auth: token,
    request: null,
    response: coachRequests,
    about: 'My change requests, newest first, with their approval state.',
  },
  {
    method: 'POST',
    path: '/api/coach-classes/requests?subApp=',
    auth: token,
    request: coachRequestCreate,
    response: coachRequest,
    about:
      'Ask to hand a class over, move it or cancel it; pending until answered, the class’s students are told. 5355 cancel after the deadline ({ deadline }), 5356 one pending already, 5357 started or cancelled, 5358 no such coach, 5359 a bad time.',
  },
];

/** Development-only: a starter schedule for a coach account, and answering a request. */
export const devCoachSchedule = z.object({ subApp: subAppId, phone: z.string() });
export const devCoachDecide = z.object({
  state: z.enum(['approved', 'refused']),
  answer: z.string().max(200).optional(),
});
