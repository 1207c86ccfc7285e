import { z } from 'zod';
import { msg, subAppId, type Endpoint } from './common';
import { CLASS_MATERIAL_KINDS, CLASS_MATERIAL_SERIES } from './codes/class-materials';

export * from './codes/class-materials';

/**
 * The suman student's class materials: the teaching materials of the classes they take, the
 * reinforcement course's practice videos and exercise sheets by week, and this season's class
 * series by session. Each file is a video (played inline, with Range support) or a PDF (opened in
 * a new tab); the links carry a ticket because a <video> or a new tab cannot send AUTHORIZE_TOKEN.
 * Whether the student has viewed a file is kept on the server.
 */
export const classMaterialSeries = z.enum(CLASS_MATERIAL_SERIES, msg('invalid_params'));
export type ClassMaterialSeries = z.infer<typeof classMaterialSeries>;
export const classMaterialKind = z.enum(CLASS_MATERIAL_KINDS);
export type ClassMaterialKind = z.infer<typeof classMaterialKind>;

export const classMaterialsQuery = z.object({ subApp: subAppId, series: classMaterialSeries });

export const classMaterialFile = z.object({
  id: z.number().int().positive(),
  kind: classMaterialKind,
  title: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** Seconds, for a video; null for a PDF. */
  durationSec: z.number().int().nullable(),
  /** Pages, for a PDF; null for a video. */
  pages: z.number().int().nullable(),
  /** Ticketed link to the bytes (video/webm or application/pdf), valid for a few hours. */
  url: z.string(),
  viewed: z.boolean(),
});
export type ClassMaterialFile = z.infer<typeof classMaterialFile>;

/** One class of the series with its files: its name, when it meets, its coach. */
export const classMaterialGroup = z.object({
  classId: z.number().int().positive(),
  className: z.string(),
  startsAt: z.string(),
  coach: z.string(),
  /** The week of the reinforcement course, or the session of the season series; null for teaching. */
  number: z.number().int().nullable(),
  files: z.array(classMaterialFile),
});
export type ClassMaterialGroup = z.infer<typeof classMaterialGroup>;

export const classMaterialList = z.object({
  series: classMaterialSeries,
  groups: z.array(classMaterialGroup),
});
export type ClassMaterialList = z.infer<typeof classMaterialList>;

const token = 'AUTHORIZE_TOKEN (403; a student sub-app only)';
export const classMaterialsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/class-materials?subApp=&series=',
    auth: token,
    request: null,
    response: classMaterialList,
    about: 'The materials of the caller’s classes in one series (teaching, strengthen, season), by class.',
  },
  {
    method: 'POST',
    path: '/api/class-materials/files/:id/viewed?subApp=',
    auth: token,
    request: null,
    response: classMaterialFile,
    about: 'Marks one file of the caller’s classes viewed; again changes nothing (5951 otherwise).',
  },
  {
    method: 'GET',
    path: '/api/class-materials/files/:id/video?ticket=',
    auth: 'ticket in the link',
    request: null,
    response: null,
    about: 'The video bytes (video/webm), with byte ranges: 200, 206 or 416.',
  },
  {
    method: 'GET',
    path: '/api/class-materials/files/:id/pdf?ticket=',
    auth: 'ticket in the link',
    request: null,
    response: null,
    about: 'The PDF bytes (application/pdf, inline).',
  },
];
