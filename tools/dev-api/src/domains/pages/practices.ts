import { PAGE_CODES, type Practice, type PracticeFeedbackRequest } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';

/** slim's practices a student may rate (fixed content, both languages). */
const PRACTICES: Record<number, { zh: string; en: string }> = {
  1: { zh: '晨间唤醒流瑜伽', en: 'Morning wake-up flow' },
  2: { zh: '睡前放松拉伸', en: 'Bedtime stretch' },
  3: { zh: '核心力量练习', en: 'Core strength practice' },
};

const notFound = () => new ApiFailure(PAGE_CODES.practiceNotFound, 'practice_not_found');

/** The practice and the owner's rating of it (another user's rating is never shown). */
export function getPractice(db: Db, owner: Owner, id: number, lang: Lang): Practice {
  const p = owner.subApp === 'slim' ? PRACTICES[id] : undefined;
  if (!p) throw notFound();
  const f = db
    .prepare(
      'SELECT stars, text, sent_at FROM practice_feedback WHERE user_id = ? AND sub_app = ? AND practice_id = ?',
    )
    .get(owner.userId, owner.subApp, id) as { stars: number; text: string; sent_at: number } | undefined;
  return {
    id,
    title: lang === 'en' ? p.en : p.zh,
    feedback: f ? { stars: f.stars, text: f.text, sentAt: new Date(f.sent_at).toISOString() } : null,
  };
}

/** Rates a practice once: a second rating is refused, the first stays as it was. */
export function ratePractice(
  db: Db,
  owner: Owner,
  id: number,
  body: PracticeFeedbackRequest,
  lang: Lang,
  now: number,
): Practice {
  if (owner.subApp !== 'slim' || !PRACTICES[id]) throw notFound();
  const r = db
    .prepare(
      `INSERT INTO practice_feedback (user_id, sub_app, practice_id, stars, text, sent_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, sub_app, practice_id) DO NOTHING`,
    )
    .run(owner.userId, owner.subApp, id, body.stars, body.text, now);
  if (r.changes === 0) throw new ApiFailure(PAGE_CODES.practiceAlreadyRated, 'practice_already_rated');
  return getPractice(db, owner, id, lang);
}
