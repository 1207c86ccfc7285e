import type { Context, MiddlewareHandler } from 'hono';
import { ApiFailure } from './envelope';

/**
 * Suman-style requests (spec section 7) say so with the header `device: h5`; the suman and teacher
 * sub-apps send every call that way, whatever the domain. The style is decided here, once: each
 * domain reads its sign-in as it always does, and a refusal for want of one is worded per style.
 */
export const isSumanStyle = (c: Context): boolean => c.req.header('device') === 'h5';

/** A suman-style request signs in with `token` only: that token is the one every domain reads. */
export const sumanStyle: MiddlewareHandler = async (c, next) => {
  if (isSumanStyle(c)) {
    const headers = c.req.raw.headers;
    const token = c.req.header('token');
    if (token) headers.set('AUTHORIZE_TOKEN', token);
    else headers.delete('AUTHORIZE_TOKEN');
  }
  await next();
};

/** Not signed in: code 11 (HTTP 200) for a suman-style request, the standard 403 otherwise. */
export function styledFailure(c: Context, f: ApiFailure): ApiFailure {
  if (f.messageId !== 'not_logged_in' || !isSumanStyle(c)) return f;
  return new ApiFailure(11, 'not_logged_in', 200, f.params, f.data);
}
