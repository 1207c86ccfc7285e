import {
  CLASS_MATERIAL_CODES,
  type ClassMaterialFile,
  type ClassMaterialGroup,
  type ClassMaterialKind,
  type ClassMaterialList,
  type ClassMaterialSeries,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import type { LinkSigner } from '../../signed-links';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mediaFile } from '../course-media/media-files';
import { materialsDir, sniffMaterial } from '../materials/store';
import { simplePdf } from './pdf';

/** Every video of the stand-in serves the one sample recording (tools/dev-api/assets). */
export const VIDEO_FILE = 'sample-class.webm';
export const VIDEO_SECONDS = 120;

/** A <video> or a new tab cannot send AUTHORIZE_TOKEN: the URL carries a ticket, four hours at most. */
export const TICKET_MINUTES = 240;
export const TICKET_TTL_MS = TICKET_MINUTES * 60_000;
const base = '/api/class-materials/files';

const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;
const roleOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.role;
const notFound = () => new ApiFailure(CLASS_MATERIAL_CODES.fileNotFound, 'class_materials_not_found');

/** The list and the marks are a student's: a coach token (of a teacher sub-app) is refused. */
export function assertStudent(owner: Owner): void {
  if (roleOf(owner.subApp) !== 'student')
    throw new ApiFailure(CLASS_MATERIAL_CODES.studentOnly, 'class_materials_student_only');
}

/** The ticket's user when it is this file's, signed by us and not expired; 403 otherwise. */
export function checkTicket(
  links: LinkSigner,
  fileId: number,
  ticket: string | undefined,
  now: number,
): number {
  const user = links.check('class-material', fileId, ticket, now, TICKET_MINUTES);
  if (user === null) throw new ApiFailure(CLASS_MATERIAL_CODES.ticketInvalid, 'class_materials_ticket', 403);
  return user;
}

type FileRow = {
  id: number;
  classId: number;
  kind: ClassMaterialKind;
  titleZh: string;
  titleEn: string;
  pages: number | null;
  viewed: number;
  /** A coach's approved upload (materials domain) this file stands for, with its stored bytes' id. */
  recordId: number | null;
  recordFileId: string | null;
  recordSize: number | null;
};
type ClassRow = {
  id: number;
  series: ClassMaterialSeries;
  titleZh: string;
  titleEn: string;
  coachZh: string;
  coachEn: string;
  number: number | null;
  startsAt: string;
};

const fileColumns = `f.id, f.class_id AS classId, f.kind, f.title_zh AS titleZh, f.title_en AS titleEn, f.pages,
  f.material_record_id AS recordId, r.file_id AS recordFileId, r.size AS recordSize`;
const fileJoin = 'LEFT JOIN material_records r ON r.id = f.material_record_id';

/**
 * The video bytes of a file: a coach's uploaded video as stored by the materials domain (its type
 * judged from the bytes), else the stand-in's sample recording (seeded files, and an approved seed
 * record that never had bytes).
 */
export function videoOf(db: Db, f: Pick<FileRow, 'recordFileId'>): { buf: Buffer; type: string } {
  if (f.recordFileId && /^[a-f0-9]{32}$/.test(f.recordFileId)) {
    const file = path.join(materialsDir(db), f.recordFileId);
    if (existsSync(file)) {
      const buf = readFileSync(file);
      return { buf, type: sniffMaterial(buf)?.type ?? 'application/octet-stream' };
    }
  }
  return { buf: mediaFile(VIDEO_FILE), type: 'video/webm' };
}

/**
 * Approved videos a coach uploaded for a taught class (materials domain, suman coach app) join the
 * class's files, once each, after the seeded ones; their marks and tickets then work like any file's.
 */
function joinCoachUploads(db: Db): void {
  db.prepare(
    `INSERT OR IGNORE INTO cm_files (class_id, kind, title_zh, title_en, pages, position, material_record_id)
     SELECT c.id, 'video', '教练上传·' || r.file_name, 'Coach upload: ' || r.file_name, NULL, 100 + r.id, r.id
     FROM cm_classes c JOIN material_records r ON r.class_id = c.material_class_id
     WHERE r.status = 'approved' AND r.kind = 'video' AND r.sub_app = 'suman-teacher'`,
  ).run();
}
const classColumns = `c.id, c.series, c.title_zh AS titleZh, c.title_en AS titleEn, c.coach_zh AS coachZh,
  c.coach_en AS coachEn, c.number, c.starts_at AS startsAt`;

/** The PDF of a file: its title in both languages, its class and a page of exercises per page. */
export function pdfOf(file: Pick<FileRow, 'titleZh' | 'titleEn' | 'pages'>, cls: ClassRow): Buffer {
  const n = Math.max(1, file.pages ?? 1);
  return simplePdf(
    file.titleEn,
    Array.from({ length: n }, (_, i) => ({
      heading: file.titleEn,
      lines: [
        file.titleZh,
        `${cls.titleZh} / ${cls.titleEn}`,
        `Coach: ${cls.coachEn}`,
        '',
        `${i + 1}. Breathe in for four counts, out for six; repeat ten times.`,
        `${i + 2}. Hold each pose for five breaths; rest in child's pose between.`,
        `${i + 3}. Note how your body feels before and after practice.`,
      ],
    })),
  );
}

function fileOut(
  links: LinkSigner,
  f: FileRow,
  cls: ClassRow,
  userId: number,
  now: number,
  lang: Lang,
): ClassMaterialFile {
  const video = f.kind === 'video';
  const ticket = encodeURIComponent(links.issue('class-material', f.id, userId, now, TICKET_MINUTES));
  // A coach's upload: its own size (the seeded approved record has none stored: the sample's); no
  // duration, which the stand-in cannot read from an uploaded file.
  const upload = f.recordId !== null;
  const size = upload && f.recordFileId ? (f.recordSize ?? 0) : video ? mediaFile(VIDEO_FILE).length : 0;
  return {
    id: f.id,
    kind: f.kind,
    title: lang === 'en' ? f.titleEn : f.titleZh,
    size: video ? size : pdfOf(f, cls).length,
    durationSec: video && !upload ? VIDEO_SECONDS : null,
    pages: video ? null : Math.max(1, f.pages ?? 1),
    url: `${base}/${f.id}/${video ? 'video' : 'pdf'}?ticket=${ticket}`,
    viewed: f.viewed === 1,
  };
}

const classOut = (c: ClassRow, lang: Lang) => ({
  classId: c.id,
  className: lang === 'en' ? c.titleEn : c.titleZh,
  startsAt: c.startsAt,
  coach: lang === 'en' ? c.coachEn : c.coachZh,
  number: c.number,
});

/** The caller's classes of one series in their brand with their files: by week / session, else newest first. */
export function listSeries(
  db: Db,
  links: LinkSigner,
  owner: Owner,
  series: ClassMaterialSeries,
  now: number,
  lang: Lang,
): ClassMaterialList {
  assertStudent(owner);
  if (series === 'teaching') joinCoachUploads(db);
  const classes = db
    .prepare(
      `SELECT ${classColumns} FROM cm_classes c JOIN cm_enrolments e ON e.class_id = c.id AND e.user_id = ?
       WHERE c.brand = ? AND c.series = ?
       ORDER BY CASE WHEN c.number IS NULL THEN 0 ELSE c.number END, c.starts_at DESC, c.id`,
    )
    .all(owner.userId, brandOf(owner.subApp), series) as ClassRow[];
  const filesOf = db.prepare(
    `SELECT ${fileColumns}, (SELECT COUNT(*) FROM cm_views v WHERE v.file_id = f.id AND v.user_id = ?) AS viewed
     FROM cm_files f ${fileJoin} WHERE f.class_id = ? ORDER BY f.position, f.id`,
  );
  const groups: ClassMaterialGroup[] = classes.map((c) => ({
    ...classOut(c, lang),
    files: (filesOf.all(owner.userId, c.id) as FileRow[]).map((f) =>
      fileOut(links, f, c, owner.userId, now, lang),
    ),
  }));
  return { series, groups };
}

/** A file of a class the user takes in this brand, with its class; null otherwise. */
function ownFile(db: Db, userId: number, brand: string | null, fileId: number) {
  const f = db
    .prepare(
      `SELECT ${fileColumns}, (SELECT COUNT(*) FROM cm_views v WHERE v.file_id = f.id AND v.user_id = ?) AS viewed
       FROM cm_files f ${fileJoin} JOIN cm_classes c ON c.id = f.class_id
       JOIN cm_enrolments e ON e.class_id = c.id AND e.user_id = ?
       WHERE f.id = ? AND (? IS NULL OR c.brand = ?)`,
    )
    .get(userId, userId, fileId, brand, brand) as FileRow | undefined;
  if (!f) return null;
  const c = db.prepare(`SELECT ${classColumns} FROM cm_classes c WHERE c.id = ?`).get(f.classId) as ClassRow;
  return { f, c };
}

/** Marks one file of the caller's classes viewed (again: no change); someone else's reads as missing. */
export function markViewed(
  db: Db,
  links: LinkSigner,
  owner: Owner,
  fileId: number,
  now: number,
  lang: Lang,
): ClassMaterialFile {
  assertStudent(owner);
  const found = ownFile(db, owner.userId, brandOf(owner.subApp), fileId);
  if (!found) throw notFound();
  db.prepare('INSERT OR IGNORE INTO cm_views (file_id, user_id, viewed_at) VALUES (?, ?, ?)').run(
    fileId,
    owner.userId,
    new Date(now).toISOString(),
  );
  return fileOut(links, { ...found.f, viewed: 1 }, found.c, owner.userId, now, lang);
}

/** The bytes' file for a ticketed link: the ticket's user must still take its class. */
export function ticketedFile(
  db: Db,
  links: LinkSigner,
  fileId: number,
  ticket: string | undefined,
  now: number,
) {
  const userId = checkTicket(links, fileId, ticket, now);
  const found = ownFile(db, userId, null, fileId);
  if (!found) throw notFound();
  return found;
}

/** Enrols a user in every class of a brand (the seed's demo student; the dev route's fresh students). */
export function enrolAll(db: Db, userId: number, brand: string): number {
  const r = db
    .prepare(
      'INSERT OR IGNORE INTO cm_enrolments (class_id, user_id) SELECT id, ? FROM cm_classes WHERE brand = ?',
    )
    .run(userId, brand);
  return r.changes;
}
