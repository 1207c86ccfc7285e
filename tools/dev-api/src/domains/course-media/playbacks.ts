import { createHmac, timingSafeEqual } from 'node:crypto';
import { COURSE_MEDIA_CODES, type Chapter, type Playback } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

/** Signs dev tickets only (not a secret): a <video> cannot send AUTHORIZE_TOKEN, so its URL carries a ticket. */
const TICKET_KEY = 'dev-video-ticket-key-not-secret';
export const TICKET_TTL_MS = 2 * 3600_000;

export type PlaybackRow = {
  id: number;
  brand: string;
  course_id: number;
  title: string;
  title_en: string;
  coach: string;
  coach_en: string;
  summary_en: string;
  chapters_en: string;
  summary: string;
  recorded_at: number;
  duration_sec: number;
  chapters: string;
  video_file: string;
  preview_file: string | null;
  preview_sec: number;
};

export function findPlayback(db: Db, id: number, brand?: string): PlaybackRow {
  const row = db.prepare('SELECT * FROM playbacks WHERE id = ?').get(id) as PlaybackRow | undefined;
  if (!row || (brand !== undefined && row.brand !== brand))
    throw new ApiFailure(COURSE_MEDIA_CODES.playbackNotFound, 'playback_not_found');
  return row;
}

/** Owning a course: a paid (not refunded) course order of the backbone in this sub-app, or a grant. */
export function ownsCourse(db: Db, q: { userId: number; brand: string; courseId: number }): boolean {
  const paid = db
    .prepare(
      "SELECT 1 FROM orders WHERE user_id = ? AND sub_app = ? AND kind = 'course' AND ref_id = ? AND state = 'paid' LIMIT 1",
    )
    .get(q.userId, q.brand, String(q.courseId));
  if (paid) return true;
  return !!db
    .prepare('SELECT 1 FROM playback_grants WHERE user_id = ? AND brand = ? AND course_id = ?')
    .get(q.userId, q.brand, q.courseId);
}

const sign = (payload: string) => createHmac('sha256', TICKET_KEY).update(payload).digest('base64url');

export function issueTicket(playbackId: number, userId: number, now: number): string {
  const exp = now + TICKET_TTL_MS;
  return `${userId}.${exp}.${sign(`${playbackId}.${userId}.${exp}`)}`;
}

/** A ticket for this playback that has not expired; the signature is compared in constant time. */
export function checkTicket(playbackId: number, ticket: string | undefined, now: number): void {
  const [user, exp, sig] = (ticket ?? '').split('.');
  const expected = Buffer.from(sign(`${playbackId}.${user}.${exp}`));
  const given = Buffer.from(sig ?? '');
  const valid = given.length === expected.length && timingSafeEqual(given, expected) && Number(exp) > now;
  if (!valid) throw new ApiFailure(COURSE_MEDIA_CODES.ticketInvalid, 'video_ticket_invalid', 403);
}

const base = '/api/course-media/playbacks';

/** The chapters in the caller's language: English titles are stored by position beside the Chinese. */
function chaptersOf(row: PlaybackRow, lang: Lang): Chapter[] {
  const en = JSON.parse(row.chapters_en) as string[];
  return (JSON.parse(row.chapters) as Chapter[]).map((c, i) => ({
    ...c,
    title: inLang(lang, c.title, en[i]),
  }));
}

/** The viewer's view: the full video with a ticket when they own the course, the preview clip otherwise. */
export function getPlayback(
  db: Db,
  now: number,
  q: { brand: string; id: number; userId: number | null },
  lang: Lang = 'zh',
): Playback {
  const row = findPlayback(db, q.id, q.brand);
  const course = db.prepare('SELECT price FROM courses WHERE id = ?').get(row.course_id) as
    { price: number } | undefined;
  const full =
    q.userId !== null && ownsCourse(db, { userId: q.userId, brand: row.brand, courseId: row.course_id });
  return {
    id: row.id,
    courseId: row.course_id,
    title: inLang(lang, row.title, row.title_en),
    coach: inLang(lang, row.coach, row.coach_en),
    summary: inLang(lang, row.summary, row.summary_en),
    recordedAt: new Date(row.recorded_at).toISOString(),
    durationSec: row.duration_sec,
    chapters: chaptersOf(row, lang),
    previewSec: row.preview_file ? row.preview_sec : 0,
    price: course?.price ?? 0,
    access: full ? 'full' : 'preview',
    userId: q.userId,
    videoUrl: full
      ? `${base}/${row.id}/video?ticket=${encodeURIComponent(issueTicket(row.id, q.userId!, now))}`
      : row.preview_file
        ? `${base}/${row.id}/preview`
        : '',
    captions: [
      { lang: 'zh', label: '中文', url: `${base}/${row.id}/captions?lang=zh` },
      { lang: 'en', label: 'English', url: `${base}/${row.id}/captions?lang=en` },
    ],
  };
}
