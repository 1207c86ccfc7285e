import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MATERIAL_CHUNK_BYTES,
  MATERIAL_CODES,
  MATERIAL_IMAGE_MAX_BYTES,
  MATERIAL_VIDEO_MAX_BYTES,
  type HomeworkClass,
  type HomeworkFile,
  type MaterialClass,
  type MaterialKind,
  type MaterialRecord,
  type MaterialRecordPage,
  type UploadStart,
  type UploadState,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { takeUploadQuota } from '../evaluations/upload-limits';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { assertOnRoster } from './roster';

export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;
export const roleOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.role;

const notFound = () => new ApiFailure(MATERIAL_CODES.materialNotFound, 'materials_not_found');

/** Beside the database file (its folder / materials); an in-memory database gets a temp dir. */
export function materialsDir(db: Db): string {
  const dir =
    db.name === ':memory:' || db.name === ''
      ? mkdtempSync(path.join(os.tmpdir(), 'dev-api-materials-'))
      : path.join(path.dirname(db.name), 'materials');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** What the bytes say they are, whatever the name claims; null when neither a video nor an image. */
export function sniffMaterial(b: Uint8Array): { kind: MaterialKind; type: string } | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => b[i + k] === x);
  if (at(0, 0xff, 0xd8, 0xff)) return { kind: 'image', type: 'image/jpeg' };
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'image', type: 'image/png' };
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50))
    return { kind: 'image', type: 'image/webp' };
  // ISO base media (MP4, MOV): a box of type "ftyp" first.
  if (at(4, 0x66, 0x74, 0x79, 0x70)) return { kind: 'video', type: 'video/mp4' };
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return { kind: 'video', type: 'video/webm' };
  return null;
}

export const maxBytesOf = (kind: MaterialKind) =>
  kind === 'video' ? MATERIAL_VIDEO_MAX_BYTES : MATERIAL_IMAGE_MAX_BYTES;

type ClassRow = { id: number; title: string; brief: string; startsAt: string; coach: string };
const classColumns = (lang: Lang) =>
  `c.id, c.title_${lang} AS title, c.brief_${lang} AS brief, c.starts_at AS startsAt`;

/** The coach's classes of this brand that need material, soonest first. */
export function coachClasses(db: Db, owner: Owner, lang: Lang): MaterialClass[] {
  return db
    .prepare(
      `SELECT ${classColumns(lang)},
        (SELECT COUNT(*) FROM material_records r WHERE r.class_id = c.id AND r.user_id = ?) AS uploaded
       FROM material_classes c WHERE c.coach_id = ? AND c.brand = ? ORDER BY c.starts_at, c.id`,
    )
    .all(owner.userId, owner.userId, brandOf(owner.subApp)) as MaterialClass[];
}

function coachClass(db: Db, owner: Owner, id: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM material_classes WHERE id = ? AND coach_id = ? AND brand = ?')
    .get(id, owner.userId, brandOf(owner.subApp));
}

/** A class of the student's brand (homework is open to the brand's students). */
function studentClass(db: Db, owner: Owner, id: number, lang: Lang): ClassRow | null {
  const row = db
    .prepare(
      `SELECT ${classColumns(lang)}, u.name AS coach FROM material_classes c JOIN users u ON u.id = c.coach_id
       WHERE c.id = ? AND c.brand = ?`,
    )
    .get(id, brandOf(owner.subApp)) as ClassRow | undefined;
  return row ?? null;
}

const recordColumns = (lang: Lang) => `r.id, r.class_id AS classId, c.title_${lang} AS classTitle, r.kind,
  r.file_name AS fileName, r.size, r.status, r.reason_${lang} AS reason, r.created_at AS createdAt`;

export function listRecords(
  db: Db,
  owner: Owner,
  page: number,
  pageSize: number,
  lang: Lang,
): MaterialRecordPage {
  const where = 'WHERE r.user_id = ? AND r.sub_app = ?';
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM material_records r ${where}`)
    .get(owner.userId, owner.subApp) as { total: number };
  const list = db
    .prepare(
      `SELECT ${recordColumns(lang)} FROM material_records r JOIN material_classes c ON c.id = r.class_id
       ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(owner.userId, owner.subApp, pageSize, (page - 1) * pageSize) as MaterialRecord[];
  return { list, page, pageSize, total };
}

const homeworkColumns = (
  lang: Lang,
) => `h.id, h.class_id AS confId, c.title_${lang} AS classTitle, u.name AS student,
  h.kind, h.file_name AS fileName, h.size, h.created_at AS createdAt`;

/** Homework of the coach's classes of this brand, newest first. */
export function coachHomework(db: Db, owner: Owner, lang: Lang): HomeworkFile[] {
  return db
    .prepare(
      `SELECT ${homeworkColumns(lang)} FROM material_homework h
       JOIN material_classes c ON c.id = h.class_id JOIN users u ON u.id = h.user_id
       WHERE c.coach_id = ? AND c.brand = ? ORDER BY h.created_at DESC, h.id DESC LIMIT 50`,
    )
    .all(owner.userId, brandOf(owner.subApp)) as HomeworkFile[];
}

export function homeworkOf(db: Db, owner: Owner, confId: number, lang: Lang): HomeworkClass {
  const c = studentClass(db, owner, confId, lang);
  if (!c) throw notFound();
  const files = db
    .prepare(
      `SELECT ${homeworkColumns(lang)} FROM material_homework h
       JOIN material_classes c ON c.id = h.class_id JOIN users u ON u.id = h.user_id
       WHERE h.class_id = ? AND h.user_id = ? AND h.sub_app = ? ORDER BY h.id DESC`,
    )
    .all(confId, owner.userId, owner.subApp) as HomeworkFile[];
  return { confId: c.id, title: c.title, coach: c.coach, startsAt: c.startsAt, task: c.brief, files };
}

type UploadRow = {
  id: string;
  size: number;
  received: number;
  kind: MaterialKind;
  class_id: number;
  file_name: string;
  replaces: number | null;
  content_type: string | null;
};
const stateOf = (u: Pick<UploadRow, 'id' | 'size' | 'received'>): UploadState => ({
  id: u.id,
  size: u.size,
  received: u.received,
  chunkBytes: MATERIAL_CHUNK_BYTES,
});

/** Starts an upload of the owner's: a coach's material (or the re-upload of a rejected one), a student's homework. */
export function startUpload(db: Db, owner: Owner, s: UploadStart, now: number, lang: Lang): UploadState {
  const coach = roleOf(owner.subApp) === 'teacher';
  if (coach ? !coachClass(db, owner, s.classId) : !studentClass(db, owner, s.classId, lang)) throw notFound();
  if (!coach) assertOnRoster(db, owner, s.classId);
  if (s.replaces !== undefined) {
    if (!coach) throw notFound();
    const r = db
      .prepare(
        'SELECT status FROM material_records WHERE id = ? AND user_id = ? AND sub_app = ? AND class_id = ?',
      )
      .get(s.replaces, owner.userId, owner.subApp, s.classId) as { status: string } | undefined;
    if (!r) throw notFound();
    if (r.status !== 'rejected') throw new ApiFailure(MATERIAL_CODES.notRejected, 'materials_not_rejected');
  }
  const max = maxBytesOf(s.kind);
  if (s.size > max)
    throw new ApiFailure(MATERIAL_CODES.tooLarge, 'materials_too_large', 200, { mb: max / 1048576 });
  // Counted when it starts, at the size declared (appendChunk holds the upload to it).
  takeUploadQuota(db, owner.userId, '/api/materials/uploads', s.size, now);
  const id = randomBytes(16).toString('hex');
  db.prepare(
    `INSERT INTO material_uploads (id, user_id, sub_app, class_id, kind, file_name, size, replaces, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    owner.userId,
    owner.subApp,
    s.classId,
    s.kind,
    s.fileName,
    s.size,
    s.replaces ?? null,
    new Date(now).toISOString(),
  );
  return stateOf({ id, size: s.size, received: 0 });
}

function uploadOf(db: Db, owner: Owner, id: string): UploadRow {
  if (!/^[a-f0-9]{32}$/.test(id)) throw notFound();
  const row = db
    .prepare(
      'SELECT id, size, received, kind, class_id, file_name, replaces, content_type FROM material_uploads WHERE id = ? AND user_id = ? AND sub_app = ?',
    )
    .get(id, owner.userId, owner.subApp) as UploadRow | undefined;
  if (!row) throw notFound();
  return row;
}

export const uploadStateOf = (db: Db, owner: Owner, id: string): UploadState =>
  stateOf(uploadOf(db, owner, id));

/**
 * Appends one chunk at `offset`. The stored bytes decide: a chunk that does not start where they
 * end is refused with the state (the client goes on from `received`); the first chunk's bytes must be
 * of the kind the upload named; a chunk may not run past the declared size.
 */
export function appendChunk(
  db: Db,
  dir: string,
  owner: Owner,
  id: string,
  offset: number,
  bytes: Uint8Array,
): UploadState {
  const u = uploadOf(db, owner, id);
  if (bytes.byteLength === 0) throw new ApiFailure(400, 'materials_chunk_empty');
  if (offset !== u.received)
    throw new ApiFailure(MATERIAL_CODES.offsetMismatch, 'materials_offset', 200, {}, stateOf(u));
  if (bytes.byteLength > MATERIAL_CHUNK_BYTES || offset + bytes.byteLength > u.size) {
    const max = maxBytesOf(u.kind);
    throw new ApiFailure(MATERIAL_CODES.tooLarge, 'materials_too_large', 200, { mb: max / 1048576 });
  }
  let contentType = u.content_type;
  if (offset === 0) {
    const found = sniffMaterial(bytes);
    if (!found || found.kind !== u.kind)
      throw new ApiFailure(
        MATERIAL_CODES.badType,
        u.kind === 'video' ? 'materials_bad_video' : 'materials_bad_image',
      );
    contentType = found.type;
  }
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${u.id}.part`);
  if (offset === 0) rmSync(file, { force: true });
  appendFileSync(file, bytes);
  const received = statSync(file).size;
  db.prepare('UPDATE material_uploads SET received = ?, content_type = ? WHERE id = ?').run(
    received,
    contentType,
    u.id,
  );
  return stateOf({ ...u, received });
}

/** Ends a whole upload: the material record (pending; a re-upload resets its rejected one) or the homework. */
export function completeUpload(db: Db, dir: string, owner: Owner, id: string, now: number): { id: number } {
  const u = uploadOf(db, owner, id);
  if (u.received !== u.size) throw new ApiFailure(MATERIAL_CODES.incomplete, 'materials_incomplete');
  // Again at the end: an upload started on the roster does not outlive the student's place on it.
  if (roleOf(owner.subApp) !== 'teacher') assertOnRoster(db, owner, u.class_id);
  renameSync(path.join(dir, `${u.id}.part`), path.join(dir, u.id));
  const at = new Date(now).toISOString();
  return db.transaction(() => {
    db.prepare('DELETE FROM material_uploads WHERE id = ?').run(u.id);
    if (roleOf(owner.subApp) !== 'teacher') {
      const r = db
        .prepare(
          'INSERT INTO material_homework (user_id, sub_app, class_id, kind, file_name, size, file_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(owner.userId, owner.subApp, u.class_id, u.kind, u.file_name, u.size, u.id, at);
      return { id: Number(r.lastInsertRowid) };
    }
    if (u.replaces !== null) {
      db.prepare(
        `UPDATE material_records SET kind = ?, file_name = ?, size = ?, file_id = ?, status = 'pending',
         reason_zh = NULL, reason_en = NULL, created_at = ? WHERE id = ? AND user_id = ?`,
      ).run(u.kind, u.file_name, u.size, u.id, at, u.replaces, owner.userId);
      return { id: u.replaces };
    }
    const r = db
      .prepare(
        'INSERT INTO material_records (user_id, sub_app, class_id, kind, file_name, size, file_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(owner.userId, owner.subApp, u.class_id, u.kind, u.file_name, u.size, u.id, at);
    return { id: Number(r.lastInsertRowid) };
  })();
}
