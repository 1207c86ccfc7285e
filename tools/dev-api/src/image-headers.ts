import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A year: what a URL whose content can never change may be kept for (the shop's named drawings). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An uploaded photo's URL is a random id, not its content's hash: its bytes never change while it
 * exists, but it may be removed (an orphan swept), so a day, then revalidated by its ETag.
 */
export const REVALIDATED = 'public, max-age=86400';

/**
 * An image answer browsers and the gateway may cache (the API's default is no-store): `immutable`
 * when the URL is content-addressed, else a day with a strong ETag, answering 304 to a match.
 */
export function cachedImage(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  o: { contentAddressed: boolean },
): Response {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  const headers = {
    'Cache-Control': o.contentAddressed ? IMMUTABLE : REVALIDATED,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const asked = c.req.header('If-None-Match') ?? '';
  if (asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*'))
    return c.body(null, 304, headers);
  return c.body(bytes, 200, { ...headers, 'Content-Type': contentType });
}
