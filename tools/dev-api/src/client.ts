import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const first = (h: string | undefined) => h?.split(',')[0]?.trim() || undefined;

/** What an in-process request (app.request, the tests) reads as its socket's address: it has none. */
export const NO_SOCKET = 'unknown';

/** The socket's address, IPv4 without its IPv6 mapping prefix. */
const socketOf = (c: Context) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress?.replace(
    /^::ffff:/,
    '',
  ) ?? NO_SOCKET;

/**
 * Who is asking, as the rate limits key it: the X-Forwarded-For first hop only when the request came
 * from a configured proxy (TRUSTED_PROXY: the gateway, which sets that header itself), else the
 * socket's address. Trusting the header from anyone let a direct caller pick a fresh address per
 * request and never be limited (issue 31). app.ts resolves it once per request.
 */
export function resolveClient(c: Context, trustedProxies: readonly string[]): string {
  const socket = socketOf(c);
  return (trustedProxies.includes(socket) ? first(c.req.header('X-Forwarded-For')) : undefined) ?? socket;
}

/** Who is asking (resolved by app.ts, see resolveClient). */
export function clientOf(c: Context): string {
  return (c.get('client' as never) as string | undefined) ?? socketOf(c);
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
