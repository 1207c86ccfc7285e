import type { IncomingMessage } from 'node:http';
import { COACH_ANSWER_FILE_MAX_BYTES, INVOICE_FILE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@yoga/contract/codes';

/** The API's JSON body limit (tools/dev-api MAX_BODY_BYTES; nginx's client_max_body_size 1m). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The image upload path takes one file of UPLOAD_MAX_BYTES in a multipart envelope. */
export const UPLOAD_PATH = '/api/uploads';
/**
 * Every path the API takes one whole file on (tools/dev-api app.ts lets the same ones past its 1 MB
 * limit), each up to the 5 MB the screens state: a 1 MB cap here refused invoice and answer files the
 * API allows (issue 31). Coach materials and homework go up in 512 KB chunks, under the 1 MB limit.
 */
export const UPLOAD_PATHS = [
  UPLOAD_PATH,
  '/api/coach-answers/files',
  '/api/coach-answers/student/files',
  '/api/coach-account/invoice-files',
] as const;
export const UPLOAD_BODY_MAX =
  Math.max(UPLOAD_MAX_BYTES, COACH_ANSWER_FILE_MAX_BYTES, INVOICE_FILE_MAX_BYTES) + 64 * 1024;
/** An oversize body is read to its end (so the client hears the 413) up to this much, then dropped. */
const DRAIN_MAX = 16 * 1024 * 1024;

export const bodyLimitOf = (method: string | undefined, pathname: string) =>
  method === 'POST' && (UPLOAD_PATHS as readonly string[]).includes(pathname)
    ? UPLOAD_BODY_MAX
    : MAX_BODY_BYTES;

export type ReadBody = { body: Buffer } | { tooLarge: true; drained: boolean } | { gone: true };

/**
 * Reads a request body whole, refusing it past `max` (Content-Length or counted, for chunked ones)
 * before anything reaches the upstream. An upstream that answers 413 and closes while the gateway is
 * still sending made the client see 502 now and then; refusing here, after reading the body to its
 * end, lets the client always read the 413. A body past DRAIN_MAX is not read further (`drained` false).
 */
export function readLimitedBody(req: IncomingMessage, max: number): Promise<ReadBody> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number.isFinite(declared) && declared > max;
    const finish = (r: ReadBody) => {
      req.removeAllListeners('data');
      resolve(r);
    };
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) over = true;
      if (!over) chunks.push(c);
      else chunks.length = 0;
      if (size > DRAIN_MAX) {
        req.pause();
        finish({ tooLarge: true, drained: false });
      }
    });
    req.on('end', () => finish(over ? { tooLarge: true, drained: true } : { body: Buffer.concat(chunks) }));
    req.on('aborted', () => finish({ gone: true }));
    req.on('error', () => finish({ gone: true }));
  });
}
