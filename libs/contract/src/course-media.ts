import { z } from 'zod';
import { msg, page, pageQuery, subAppId, type Endpoint } from './common';
import { COURSE_MEDIA_CODES } from './codes/course-media';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { COURSE_MEDIA_CODES } from './codes/course-media';

/**
 * Class-pass cards (sessions, validity, usage) and recorded classes (playbacks). A card belongs to
 * one user; a playback is watched in full by whoever owns its course (a paid course order, or a
 * grant), everyone else gets a preview clip. Screens branch on these codes, never on the wording.
 */

const id = z.number().int().positive();
const count = z.number().int().min(0);
const fen = z.number().int().min(0);
const idText = z
  .string(msg('invalid_params'))
  .regex(/^\d{1,9}$/, msg('invalid_params'))
  .transform(Number)
  .pipe(z.number().int().positive(msg('invalid_params')));

export const cardState = z.enum(['active', 'used-up', 'expired']);
export const cardCourse = z.object({ id, title: z.string() });
/** What the owner alone sees: how much is left and until when (state and daysLeft by the server's clock). */
export const cardBalance = z.object({
  usedSessions: count,
  sessionsLeft: count,
  validUntil: z.string(),
  /** Whole days from now to validUntil, rounded up; 0 once expired. */
  daysLeft: count,
  state: cardState,
});
/** owner: the signed-in owner; guest: signed out; other: signed in as someone else. */
export const cardViewer = z.enum(['owner', 'guest', 'other']);
export const courseCard = z.object({
  id,
  name: z.string(),
  totalSessions: count,
  /** How long the card runs from purchase, in days (public: what the card is). */
  validDays: count,
  courses: z.array(cardCourse),
  viewer: cardViewer,
  balance: cardBalance.nullable(),
});
export const cardUsage = z.object({
  id,
  usedAt: z.string(),
  courseId: id,
  courseTitle: z.string(),
  coach: z.string(),
  sessions: z.number().int().positive(),
});
export const cardUsagePage = page(cardUsage);

export const chapter = z.object({ title: z.string(), startSec: count });
export const captionTrack = z.object({ lang: z.enum(['zh', 'en']), label: z.string(), url: z.string() });
export const playbackAccess = z.enum(['full', 'preview']);
export const playback = z.object({
  id,
  courseId: id,
  title: z.string(),
  coach: z.string(),
  summary: z.string(),
  recordedAt: z.string(),
  durationSec: count,
  chapters: z.array(chapter),
  /** The preview clip's length; 0 when the course has no preview. */
  previewSec: count,
  /** The course's price, for the buy prompt. */
  price: fen,
  access: playbackAccess,
  /** The signed-in viewer's id (resume positions are kept per user), null when signed out. */
  userId: id.nullable(),
  /** Same-origin: the full video with a short-lived ticket, or the preview clip. Serves Range requests. */
  videoUrl: z.string(),
  captions: z.array(captionTrack),
});

export const byIdQuery = z.object({ subApp: subAppId });
export const usagesQuery = pageQuery.extend({ subApp: subAppId });
export const idParam = idText;

export type CardState = z.infer<typeof cardState>;
export type CardViewer = z.infer<typeof cardViewer>;
export type CourseCard = z.infer<typeof courseCard>;
export type CardBalance = z.infer<typeof cardBalance>;
export type CardUsage = z.infer<typeof cardUsage>;
export type CardUsagePage = z.infer<typeof cardUsagePage>;
export type Chapter = z.infer<typeof chapter>;
export type CaptionTrack = z.infer<typeof captionTrack>;
export type Playback = z.infer<typeof playback>;

const base = '/api/course-media';
export const courseMediaEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: `${base}/cards/:id?subApp=`,
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: courseCard,
    about: `A class-pass card: public facts for anyone, the balance for its owner only. ${COURSE_MEDIA_CODES.cardNotFound} (404): no such card in this sub-app.`,
  },
  {
    method: 'GET',
    path: `${base}/cards/:id/usages?subApp=&page=&pageSize=`,
    auth: 'AUTHORIZE_TOKEN (403)',
    request: null,
    response: cardUsagePage,
    about: 'The owner’s usage history of one card, newest first (someone else’s card reads as not found).',
  },
  {
    method: 'GET',
    path: `${base}/playbacks/:id?subApp=`,
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: playback,
    about: `A recorded class with chapters and captions; full access with a ticketed video URL when the viewer owns the course (paid course order or grant), else the preview clip. ${COURSE_MEDIA_CODES.playbackNotFound} (404).`,
  },
  {
    method: 'GET',
    path: `${base}/playbacks/:id/video?ticket=`,
    auth: 'ticket from the playback (403 when invalid or expired)',
    request: null,
    response: null,
    about: 'The full video (video/webm), with Range requests (206 Partial Content, 416 when unsatisfiable).',
  },
  {
    method: 'GET',
    path: `${base}/playbacks/:id/preview`,
    auth: 'none',
    request: null,
    response: null,
    about: 'The preview clip (video/webm), with Range requests.',
  },
  {
    method: 'GET',
    path: `${base}/playbacks/:id/captions?lang=`,
    auth: 'none',
    request: null,
    response: null,
    about: 'WebVTT captions of the recording (text/vtt), zh or en.',
  },
];
