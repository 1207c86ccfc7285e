import { z } from 'zod';
import type { Endpoint } from './common';
import { orderNo } from './orders';
import { EVALUATION_TEXT_MAX, EVALUATION_PHOTOS_MAX } from './codes/common';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { EVALUATION_TEXT_MAX, EVALUATION_PHOTOS_MAX, UPLOAD_MAX_BYTES } from './codes/common';

/**
 * Course evaluations: a student rates a paid course order once (stars, quick tags, text, up to six
 * photos uploaded first through /api/uploads). Photos are checked by their bytes, not their name.
 */
export const uploadContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Quick tags travel as ids; each client words them in its own language. */
export const evaluationTag = z.enum(['clear', 'pace', 'detailed', 'atmosphere', 'patient', 'venue']);

export const upload = z.object({
  /** Unguessable: the image is served to anyone holding its address (an <img> sends no token). */
  id: z.string(),
  url: z.string(),
  contentType: z.enum(uploadContentTypes),
  size: z.number().int().positive(),
});

export const evaluationRequest = z.object({
  orderNo,
  stars: z.number().int().min(1).max(5),
  tags: z.array(evaluationTag).max(6).default([]),
  text: z.string().trim().max(EVALUATION_TEXT_MAX).default(''),
  photoIds: z
    .array(z.string().regex(/^[a-f0-9]{32}$/))
    .max(EVALUATION_PHOTOS_MAX)
    .default([]),
});

export const evaluation = z.object({
  orderNo: z.string(),
  stars: z.number().int().min(1).max(5),
  tags: z.array(evaluationTag),
  text: z.string(),
  photos: z.array(upload.pick({ id: true, url: true })),
  createdAt: z.string(),
});

export type EvaluationTag = z.infer<typeof evaluationTag>;
export type Upload = z.infer<typeof upload>;
export type EvaluationRequest = z.input<typeof evaluationRequest>;
export type Evaluation = z.infer<typeof evaluation>;

const token = 'AUTHORIZE_TOKEN (403)';
export const evaluationsEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/uploads?subApp=',
    auth: token,
    request: null,
    response: upload,
    about:
      'multipart/form-data with one `file`: a JPEG, PNG or WebP image (sniffed from its bytes) of at most 5 MB; 400 for another type, 413 when larger. ' +
      'At most 60 images and 100 MB per user in any 24 hours (429 past it); an upload no evaluation or review names is deleted after 24 hours.',
  },
  {
    method: 'GET',
    path: '/api/uploads/:id',
    auth: 'none (unguessable id)',
    request: null,
    response: null,
    about: 'The uploaded image itself, with its content type.',
  },
  {
    method: 'POST',
    path: '/api/evaluations?subApp=',
    auth: token,
    request: evaluationRequest,
    response: evaluation,
    about:
      'Evaluate a paid course order of the signed-in user once its class has started; photos must be the user’s uploads. 409 when evaluated already or not evaluable.',
  },
  {
    method: 'GET',
    path: '/api/evaluations/:orderNo?subApp=',
    auth: token,
    request: null,
    response: evaluation,
    about: 'The evaluation of one of the signed-in user’s orders (404 when there is none).',
  },
];
