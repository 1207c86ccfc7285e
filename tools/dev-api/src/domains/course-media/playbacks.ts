import { COURSE_MEDIA_CODES, type Chapter, type Playback } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import type { LinkSigner } from '../../signed-links';

/** A <video> cannot send AUTHORIZE_TOKEN, so its URL carries a ticket: a class plays within two hours. */
export const TICKET_MINUTES = 120;
export const TICKET_TTL_MS = TICKET_MINUTES * 60_000;

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

/**
 * A signed, unexpired ticket of this playback (lifetime capped), whose user still owns the course:
 * checked on every request, so a refund ends playback and a ticket never outlives the purchase.
 */
export function checkTicket(
  db: Db,
  links: LinkSigner,
  row: PlaybackRow,
  ticket: string | undefined,
  now: number,
): void {
  const userId = links.check('playback', row.id, ticket, now, TICKET_MINUTES);
  const owner = userId !== null && ownsCourse(db, { userId, brand: row.brand, courseId: row.course_id });
  if (!owner) throw new ApiFailure(COURSE_MEDIA_CODES.ticketInvalid, 'video_ticket_invalid', 403);
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
  links: LinkSigner,
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
      ? `${base}/${row.id}/video?ticket=${encodeURIComponent(links.issue('playback', row.id, q.userId!, now, TICKET_MINUTES))}`
      : row.preview_file
        ? `${base}/${row.id}/preview`
        : '',
    captions: [
      { lang: 'zh', label: '中文', url: `${base}/${row.id}/captions?lang=zh` },
      { lang: 'en', label: 'English', url: `${base}/${row.id}/captions?lang=en` },
    ],
  };
}
