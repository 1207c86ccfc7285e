import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { COACH_EVENT_FEEDBACK_MAX } from './codes/coach-events';

export * from './codes/coach-events';

/**
 * Coach events of the suman brand (training camps, workshops): a coach (/teacher, token of
 * suman-teacher) signs up for a seat, cancels it, and after an attended event sends feedback once.
 * Times are ISO strings.
 */
export const coachEventState = z.enum(['upcoming', 'ongoing', 'ended']);

export const coachEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  rules: z.array(z.string()),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  state: coachEventState,
  signedUp: z.boolean(),
  /** The coach signed up and the event ended, no feedback sent yet. */
  canGiveFeedback: z.boolean(),
  feedback: z.object({ rating: z.number().int(), text: z.string(), createdAt: z.string() }).nullable(),
});
export const coachEventList = z.object({ list: z.array(coachEvent) });

export const coachEventFeedbackRequest = z.object({
  rating: z.number(msg('invalid_params')).int().min(1, msg('invalid_params')).max(5, msg('invalid_params')),
  text: z
    .string(msg('invalid_params'))
    .trim()
    .min(1, msg('invalid_params'))
    .max(COACH_EVENT_FEEDBACK_MAX, msg('invalid_params')),
});

export type CoachEvent = z.infer<typeof coachEvent>;
export type CoachEventList = z.infer<typeof coachEventList>;
export type CoachEventFeedbackRequest = z.infer<typeof coachEventFeedbackRequest>;

const coach = 'AUTHORIZE_TOKEN of suman-teacher (403; a student token: coachOnly)';
export const coachEventsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coach-events/events?subApp=',
    auth: coach,
    request: null,
    response: coachEventList,
    about: 'Events of the suman brand: upcoming first, then ended.',
  },
  {
    method: 'GET',
    path: '/api/coach-events/events/:id?subApp=',
    auth: coach,
    request: null,
    response: coachEvent,
    about: 'One event (404 for an unknown id).',
  },
  {
    method: 'POST',
    path: '/api/coach-events/events/:id/signup?subApp=',
    auth: coach,
    request: null,
    response: coachEvent,
    about: 'Takes a seat (full: code full; started: closed). Safe under concurrency.',
  },
  {
    method: 'POST',
    path: '/api/coach-events/events/:id/cancel?subApp=',
    auth: coach,
    request: null,
    response: coachEvent,
    about: 'Gives the seat back before the event starts.',
  },
  {
    method: 'POST',
    path: '/api/coach-events/events/:id/feedback?subApp=',
    auth: coach,
    request: coachEventFeedbackRequest,
    response: coachEvent,
    about: 'Rating 1–5 and text, once, after an attended event ended.',
  },
];
