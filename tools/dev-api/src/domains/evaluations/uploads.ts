import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, type Upload } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { takeUploadQuota } from './upload-limits';

/** The one path that takes multipart bodies larger than the JSON limit (app.ts lets it through). */
export const UPLOAD_PATH = '/api/uploads';
/** Room for the multipart envelope around the largest allowed file. */
export const UPLOAD_BODY_MAX = UPLOAD_MAX_BYTES + 64 * 1024;

/** Beside the database file (DEV_API_DB's folder / uploads); an in-memory database gets a temp dir. */
export function uploadsDir(db: Db): string {
  const dir =
    db.name === ':memory:' || db.name === ''
      ? mkdtempSync(path.join(os.tmpdir(), 'dev-api-uploads-'))
      : path.join(path.dirname(db.name), 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The type the bytes say, whatever the name or the declared type claim. */
export function sniff(b: Uint8Array): Upload['contentType'] | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => b[i + k] === x);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

const tooLarge = () => new ApiFailure(413, 'upload_too_large', 413, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 });

/** Checks and stores one image of a user, within the user's quota (upload-limits.ts). */
export function saveUpload(db: Db, dir: string, userId: number, bytes: Uint8Array, now: number): Upload {
  if (bytes.byteLength === 0) throw new ApiFailure(400, 'upload_empty');
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
  const contentType = sniff(bytes);
  if (!contentType) throw new ApiFailure(400, 'upload_bad_type');
  takeUploadQuota(db, userId, UPLOAD_PATH, bytes.byteLength, now);
  const id = randomBytes(16).toString('hex');
  // Made again each time: a test runner may clear the data folder under a running server.
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, id), bytes);
  db.prepare('INSERT INTO uploads (id, user_id, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    userId,
    contentType,
    bytes.byteLength,
    now,
  );
  return { id, url: `${UPLOAD_PATH}/${id}`, contentType, size: bytes.byteLength };
}

export function readUpload(db: Db, dir: string, id: string): { contentType: string; bytes: Buffer } | null {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  const row = db.prepare('SELECT content_type FROM uploads WHERE id = ?').get(id) as
    { content_type: string } | undefined;
  if (!row) return null;
  try {
    return { contentType: row.content_type, bytes: readFileSync(path.join(dir, id)) };
  } catch {
    return null; // the row outlived its file (a data folder cleaned by hand)
  }
}

export { tooLarge as uploadTooLarge };
