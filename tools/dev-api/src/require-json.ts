import type { MiddlewareHandler } from 'hono';
import { ApiFailure, replyFailure } from './envelope';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Writes under /api and /__dev take JSON only: a cross-site form can post text/plain without a
 * preflight, JSON it cannot. A write without any body (logout) carries no type and is let through.
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (!WRITES.has(c.req.method) || !(path.startsWith('/api/') || path.startsWith('/__dev/'))) return next();
  const type = c.req.header('Content-Type');
  const length = c.req.header('Content-Length');
  const bodiless = !type && !c.req.header('Transfer-Encoding') && (length === undefined || length === '0');
  if (bodiless || JSON_TYPE.test(type ?? '')) return next();
  return replyFailure(c, new ApiFailure(415, 'unsupported_media_type', 415));
};
