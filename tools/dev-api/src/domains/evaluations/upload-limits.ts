import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';

const DAY = 86_400_000;

/**
 * What one user may upload in any 24 hours, across every upload path (images, answer and invoice
 * files, materials and homework): enough for a day's work and one 200 MB video, not a disk filler.
 * One quota for all paths: a quota on one path only was bypassed through the others (issue 31).
 */
export const UPLOAD_QUOTA = { files: 60, bytes: 500 * 1024 * 1024, windowMs: DAY };
export type UploadQuota = typeof UPLOAD_QUOTA;

/** An upload no evaluation or store review names after this long is deleted (file and row). */
export const ORPHAN_MAX_AGE_MS = DAY;
/** How often the running stand-in sweeps orphans (it also sweeps once at start-up). */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60_000;

/** Refuses an upload that would take the user past the quota of the last 24 hours (429, in words). */
export function checkUploadQuota(db: Db, userId: number, size: number, now: number, q = UPLOAD_QUOTA): void {
  const used = db
    .prepare(
      'SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM upload_log WHERE user_id = ? AND created_at > ?',
    )
    .get(userId, now - q.windowMs) as { files: number; bytes: number };
  if (used.files + 1 > q.files || used.bytes + size > q.bytes)
    throw new ApiFailure(429, 'upload_quota', 200, { files: q.files, mb: Math.round(q.bytes / 1024 / 1024) });
}

/**
 * Checks the user's quota and counts this upload against it: every upload path calls this before it
 * stores the file (inside the same synchronous step, so two requests cannot both take the last room).
 */
export function takeUploadQuota(db: Db, userId: number, uploadPath: string, size: number, now: number): void {
  checkUploadQuota(db, userId, size, now);
  db.prepare('INSERT INTO upload_log (user_id, path, size, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    uploadPath,
    size,
    now,
  );
}

/** Uploads named by no evaluation (photo_ids), no store review (photos[].id), no avatar, no feedback ticket and no coach's sample review. */
const orphanSql = `SELECT u.id FROM uploads u WHERE u.created_at < ?
  AND NOT EXISTS (SELECT 1 FROM evaluations e, json_each(e.photo_ids) j WHERE j.value = u.id)
  AND NOT EXISTS (SELECT 1 FROM shop_reviews r, json_each(r.photos) j WHERE json_extract(j.value, '$.id') = u.id)
  AND NOT EXISTS (SELECT 1 FROM account_profiles p WHERE p.avatar_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM feedback_tickets f, json_each(f.photo_ids) j WHERE j.value = u.id)
  AND NOT EXISTS (SELECT 1 FROM cp_reviews c, json_each(c.photo_ids) j WHERE j.value = u.id)`;

/** Deletes uploads older than `maxAgeMs` that nothing is attached to; returns their ids. */
export function sweepOrphanUploads(db: Db, dir: string, now: number, maxAgeMs = ORPHAN_MAX_AGE_MS): string[] {
  const ids = (db.prepare(orphanSql).all(now - maxAgeMs) as { id: string }[]).map((r) => r.id);
  const del = db.prepare('DELETE FROM uploads WHERE id = ?');
  for (const id of ids) {
    del.run(id);
    rmSync(path.join(dir, id), { force: true });
  }
  return ids;
}

/** Sweeps now and then every ORPHAN_SWEEP_EVERY_MS; the timer never keeps the process alive. */
export function scheduleOrphanSweep(db: Db, dir: string, clock: () => number, log: (l: string) => void) {
  const run = () => {
    try {
      const gone = sweepOrphanUploads(db, dir, clock());
      if (gone.length) log(`[uploads] swept ${gone.length} orphan upload(s)`);
    } catch (e) {
      log(`[uploads] orphan sweep failed: ${(e as Error).message}`);
    }
  };
  run();
  const timer = setInterval(() => (db.open ? run() : clearInterval(timer)), ORPHAN_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
