import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const first = (h: string | undefined) => h?.split(',')[0]?.trim() || undefined;

/** Who is asking: the gateway's X-Forwarded-For first hop, else the socket's address. */
export function clientOf(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return first(c.req.header('X-Forwarded-For')) ?? incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * The stand-in listens on 127.0.0.1 behind a local gateway, whatever its port: a loopback origin is
 * this product. Any other origin must be configured (DEV_ALLOWED_ORIGINS). Redirects are never built
 * from the request's Host or X-Forwarded-Host, which a client chooses.
 */
const isLoopback = (u: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);

function originOf(raw: string): string | null {
  try {
    return new URL(raw.trim()).origin;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL on a loopback origin or a configured one; null otherwise. */
export function allowedRedirect(raw: string | undefined, allowed: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return isLoopback(url) || allowed.some((o) => originOf(o) === url.origin) ? url : null;
}
