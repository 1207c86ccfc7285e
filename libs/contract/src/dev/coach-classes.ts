import { z } from 'zod';
import type { Endpoint } from '../common';
import { coachRequest, devCoachDecide, devCoachSchedule } from '../coach-classes';

export const coachClassesDevEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/__dev/coach-classes/schedule',
    auth: 'dev only',
    request: devCoachSchedule,
    response: z.object({
      classes: z.number().int(),
      /** The class students can book as a course (onmat and phala), or null. */
      linked: z.object({ classId: z.number().int(), courseId: z.number().int() }).nullable(),
    }),
    about:
      'Seed a schedule relative to now for the account of a phone in a coach sub-app (once); its Hatha Yoga is sold to students as a course (linked).',
  },
  {
    method: 'POST',
    path: '/__dev/coach-classes/requests/:id/decide',
    auth: 'dev only',
    request: devCoachDecide,
    response: coachRequest,
    about: 'Approve (the change takes effect) or refuse a pending request.',
  },
];
