import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { byIdQuery, chapter } from './course-media';
import { order } from './orders';

export * from './codes/slim-video';

/**
 * Slim's video courses: a course of themes (sections) of lessons, the first lessons free; a course is
 * bought through the cashier (an order of kind course, refId `video_course_<id>`) and paying unlocks
 * it. Progress (the second a lesson was left at) is kept per user on the server. Reads are public
 * (signed out: nothing watched, paid lessons locked); progress and buying need slim's student token.
 */

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const videoLesson = z.object({
  id,
  themeId: id,
  title: z.string(),
  durationSec: count,
  /** Free to everyone (the course's first lessons). */
  free: z.boolean(),
  /** Neither free nor bought by the caller: the player offers the purchase instead. */
  locked: z.boolean(),
  /** Where the caller left it (0: not started, or signed out). */
  positionSec: count,
  /** The furthest point watched, in percent of the length (0–100). */
  watchedPct: z.number().int().min(0).max(100),
});

export const videoTheme = z.object({
  id,
  title: z.string(),
  lessons: z.array(videoLesson),
  /** Mean of its lessons' watchedPct. */
  watchedPct: z.number().int().min(0).max(100),
});

export const videoCourse = z.object({
  id,
  title: z.string(),
  cover: z.string(),
  coach: z.string(),
  summary: z.string(),
  lessonCount: count,
  totalSec: count,
  /** Fen. */
  price: count,
  owned: z.boolean(),
  /** The signed-in caller's id, null when signed out. */
  userId: id.nullable(),
  /** The lesson watched last (continue there), null when none yet. */
  lastLessonId: id.nullable(),
  watchedPct: z.number().int().min(0).max(100),
  themes: z.array(videoTheme),
});

export const videoLessonDetail = videoLesson.extend({
  courseId: id,
  courseTitle: z.string(),
  coach: z.string(),
  price: count,
  userId: id.nullable(),
  chapters: z.array(chapter),
  /** Same-origin video (serves Range requests); null while locked. */
  videoUrl: z.string().nullable(),
  prevLessonId: id.nullable(),
  nextLessonId: id.nullable(),
});

export const videoProgressRequest = z.object({
  positionSec: z
    .number(msg('invalid_params'))
    .min(0, msg('invalid_params'))
    .max(86_400, msg('invalid_params')),
});
export const videoProgress = z.object({ lessonId: id, positionSec: count, watchedPct: count });

export const slimVideoQuery = byIdQuery;

export type VideoLesson = z.infer<typeof videoLesson>;
export type VideoTheme = z.infer<typeof videoTheme>;
export type VideoCourse = z.infer<typeof videoCourse>;
export type VideoLessonDetail = z.infer<typeof videoLessonDetail>;
export type VideoProgressRequest = z.infer<typeof videoProgressRequest>;
export type VideoProgress = z.infer<typeof videoProgress>;

const optional = 'AUTHORIZE_TOKEN optional (slim); signed out reads locked state';
const token = 'AUTHORIZE_TOKEN (slim student, 403 otherwise)';
export const slimVideoEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/slim-video/courses/:id?subApp=',
    auth: optional,
    request: null,
    response: videoCourse,
    about: 'A video course with its themes and lessons, the caller’s progress and locks (5801 unknown).',
  },
  {
    method: 'GET',
    path: '/api/slim-video/lessons/:id?subApp=',
    auth: optional,
    request: null,
    response: videoLessonDetail,
    about: 'One lesson for the player: its video unless locked, chapters, neighbours and resume position.',
  },
  {
    method: 'POST',
    path: '/api/slim-video/lessons/:id/progress?subApp=',
    auth: token,
    request: videoProgressRequest,
    response: videoProgress,
    about: 'Save where the caller is in a lesson (periodically and on leave); 5803 for a locked lesson.',
  },
  {
    method: 'POST',
    path: '/api/slim-video/courses/:id/order?subApp=',
    auth: token,
    request: null,
    response: order,
    about: 'An order for the course to pay at the cashier (the pending one again if any); 5804 when owned.',
  },
];
