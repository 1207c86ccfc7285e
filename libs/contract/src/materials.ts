import { z } from 'zod';
import { msg, page, type Endpoint } from './common';
import { MATERIAL_KINDS } from './codes/materials';

export * from './codes/materials';

/**
 * Coach materials and student homework. A coach (teacher sub-apps) uploads videos and images for the
 * classes that need material; a reviewer approves or rejects each (with a reason), and a rejected one
 * is uploaded again. A student (student sub-apps) hands in a class's homework, which its coach sees.
 * Files go up in chunks of MATERIAL_CHUNK_BYTES: the stand-in keeps what arrived, so a client that
 * lost the network asks how much it has and goes on from there. Types are judged by the bytes.
 */
export const materialKind = z.enum(MATERIAL_KINDS, msg('invalid_params'));
export type MaterialKind = z.infer<typeof materialKind>;

/** A class of the coach's that needs material. */
export const materialClass = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  startsAt: z.string(),
  /** What the class asks for, in the caller's language. */
  brief: z.string(),
  /** Materials already sent for it (any status). */
  uploaded: z.number().int(),
});
export const materialClassList = z.object({ list: z.array(materialClass) });

export const materialStatus = z.enum(['pending', 'approved', 'rejected']);
export type MaterialStatus = z.infer<typeof materialStatus>;

export const materialRecord = z.object({
  id: z.number().int().positive(),
  classId: z.number().int().positive(),
  classTitle: z.string(),
  kind: materialKind,
  fileName: z.string(),
  size: z.number().int(),
  status: materialStatus,
  /** Why it was rejected, in the caller's language; null unless rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const materialRecordPage = page(materialRecord);

/** A student's handed-in file, as the student and the class's coach see it. */
export const homeworkFile = z.object({
  id: z.number().int().positive(),
  confId: z.number().int().positive(),
  classTitle: z.string(),
  student: z.string(),
  kind: materialKind,
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export const homeworkList = z.object({ list: z.array(homeworkFile) });

/** A class's homework page for the student: the task and what they handed in. */
export const homeworkClass = z.object({
  confId: z.number().int().positive(),
  title: z.string(),
  coach: z.string(),
  startsAt: z.string(),
  task: z.string(),
  files: z.array(homeworkFile),
});

const fileName = z
  .string(msg('invalid_params'))
  .trim()
  .min(1, msg('invalid_params'))
  .max(120, msg('invalid_params'));
/** Starts an upload: a coach names a class (and the rejected record it replaces), a student a confId. */
export const uploadStart = z.object({
  classId: z.number(msg('invalid_params')).int(msg('invalid_params')).positive(msg('invalid_params')),
  kind: materialKind,
  fileName,
  size: z.number(msg('invalid_params')).int(msg('invalid_params')).positive(msg('invalid_params')),
  replaces: z
    .number(msg('invalid_params'))
    .int(msg('invalid_params'))
    .positive(msg('invalid_params'))
    .optional(),
});
export type UploadStart = z.infer<typeof uploadStart>;

export const uploadState = z.object({
  id: z.string(),
  size: z.number().int(),
  /** Bytes the stand-in holds: the next chunk starts here. */
  received: z.number().int(),
  chunkBytes: z.number().int(),
});
export type UploadState = z.infer<typeof uploadState>;

export type MaterialClass = z.infer<typeof materialClass>;
export type MaterialRecord = z.infer<typeof materialRecord>;
export type MaterialRecordPage = z.infer<typeof materialRecordPage>;
export type HomeworkFile = z.infer<typeof homeworkFile>;
export type HomeworkClass = z.infer<typeof homeworkClass>;

const token = 'AUTHORIZE_TOKEN (403)';
export const materialsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/materials/classes?subApp=',
    auth: token,
    request: null,
    response: materialClassList,
    about: 'Coach: the classes of the caller that need material, soonest first (a student token: 5401).',
  },
  {
    method: 'GET',
    path: '/api/materials/records?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: materialRecordPage,
    about: 'Coach: the caller’s materials with their review status, newest first.',
  },
  {
    method: 'GET',
    path: '/api/materials/homework?subApp=',
    auth: token,
    request: null,
    response: homeworkList,
    about: 'Coach: homework students handed in for the caller’s classes, newest first.',
  },
  {
    method: 'GET',
    path: '/api/materials/homework/:confId?subApp=',
    auth: token,
    request: null,
    response: homeworkClass,
    about: 'Student: a class’s homework task and what the caller handed in (a coach token: 5402).',
  },
  {
    method: 'POST',
    path: '/api/materials/uploads?subApp=',
    auth: token,
    request: uploadStart,
    response: uploadState,
    about:
      'Starts a chunked upload (coach: a material of classId; student: homework of confId = classId, only on the class’s roster: 5408 otherwise, again at complete); size checked by kind.',
  },
  {
    method: 'GET',
    path: '/api/materials/uploads/:id?subApp=',
    auth: token,
    request: null,
    response: uploadState,
    about: 'How many bytes of the caller’s upload arrived: a resumed upload goes on from `received`.',
  },
  {
    method: 'POST',
    path: '/api/materials/uploads/:id/chunks?subApp=&offset=',
    auth: token,
    request: null,
    response: uploadState,
    about:
      'One chunk (multipart, field `file`) at `offset`; the first is checked by its bytes (a renamed file: 5403); a wrong offset: 5405 with the state.',
  },
  {
    method: 'POST',
    path: '/api/materials/uploads/:id/complete?subApp=',
    auth: token,
    request: null,
    response: z.object({ id: z.number().int() }),
    about: 'Ends a whole upload: a pending material record (or the rejected one it replaces), or homework.',
  },
];
