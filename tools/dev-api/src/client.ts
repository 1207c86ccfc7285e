import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const first = (h: string | undefined) => h?.split(',')[0]?.trim() || undefined;

/** Who is asking: the gateway's X-Forwarded-For first hop, else the socket's address. */
export function clientOf(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return first(c.req.header('X-Forwarded-For')) ?? incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The origin the browser sees: the gateway's X-Forwarded-Proto/Host, else Host, else the URL. */
export function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = first(c.req.header('X-Forwarded-Proto')) ?? url.protocol.replace(/:$/, '');
  const host = first(c.req.header('X-Forwarded-Host')) ?? c.req.header('Host') ?? url.host;
  try {
    return new URL(`${proto}://${host}`).origin; // lower case, default port dropped, like URL.origin
  } catch {
    return url.origin;
  }
}

function originOf(raw: string): string | null {
  try {
    return new URL(raw.trim()).origin;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL on this product's own origin or an allowed one; null otherwise. */
export function allowedRedirect(c: Context, raw: string | undefined, allowed: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === ownOrigin(c) || allowed.some((o) => originOf(o) === url.origin) ? url : null;
}
