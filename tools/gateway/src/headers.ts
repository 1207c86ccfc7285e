/**
 * The one inline script allowed: the login page's language pick (tools/vite/language-script.ts;
 * language-script.test.ts checks this is its hash).
 */
export const LANGUAGE_SCRIPT_HASH = "'sha256-XN/GP+mJw99xVea6PYJ08FxiSTwG5VKSx8ao623ynak='";

/**
 * Security headers of DESIGN.md, sent on every response: pages, assets, errors and proxied answers.
 * `assetOrigin` is the CDN origin of a build with a cross-origin ASSET_BASE: its scripts, styles,
 * fonts, images, web manifest and version.json (read by fetch) are allowed from there, nothing else is.
 */
export function securityHeaders(connectSrc: string[], assetOrigin?: string): Record<string, string> {
  const cdn = assetOrigin ? ` ${assetOrigin}` : '';
  const connect = ["'self'", ...(assetOrigin ? [assetOrigin] : []), ...connectSrc].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${cdn} ${LANGUAGE_SCRIPT_HASH}`,
    `style-src 'self'${cdn} 'unsafe-inline'`,
    `img-src 'self'${cdn} data: blob: https:`,
    "media-src 'self' blob: https:",
    `font-src 'self'${cdn} data:`,
    ...(assetOrigin ? [`manifest-src 'self'${cdn}`] : []),
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=()',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Origins the pages may call: the API upstream when it is elsewhere, plus configured extras. */
export function connectSources(apiBase: string | undefined, extra: string | undefined): string[] {
  const out = new Set<string>();
  if (apiBase && /^https?:\/\//.test(apiBase)) out.add(new URL(apiBase).origin);
  for (const o of (extra ?? '').split(/\s+/)) if (/^https?:\/\/[^\s;']+$/.test(o)) out.add(o);
  return [...out];
}

/**
 * The origin assets come from when it is not the page's: ASSET_ORIGIN, else the origin of an absolute
 * ASSET_BASE (the same variable the build reads); undefined (same origin) for a path or anything else.
 */
export function assetOriginOf(assetOrigin: string | undefined, assetBase: string | undefined) {
  for (const v of [assetOrigin, assetBase])
    if (v && /^https?:\/\/[^\s;'/]+(\/[^\s;']*)?$/.test(v)) return new URL(v).origin;
  return undefined;
}

/**
 * Pages can carry a login token in their query; strict-origin never sends the path or query in
 * Referer, not even to this origin's own requests.
 */
export const PAGE_REFERRER_POLICY = 'strict-origin';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_NO_STORE = 'no-store';
