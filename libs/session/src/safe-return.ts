import {
  apiPrefixes,
  chatLoginRoutes,
  devApiPrefixes,
  subApps,
  underPrefix,
  type SubApp,
} from '@yoga/platform';

/** Enough for any double or triple encoding a real link picks up; more than that is an attack. */
const MAX_DECODE_ROUNDS = 4;
const MAX_LENGTH = 4096;

// C0 and C1 controls, DEL, zero-width and line-separator characters. Browsers delete tab and
// newline inside URLs (so java\nscript: runs), and none of these belongs in a path we wrote.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\u2060\ufeff]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The path left after our exact origin, or null when `stage` does not start with that origin as a whole. */
function afterOrigin(stage: string, origin: string): string | null {
  if (stage.slice(0, origin.length).toLowerCase() !== origin.toLowerCase()) return null;
  const rest = stage.slice(origin.length);
  if (rest === '' || rest.startsWith('/')) return rest || '/';
  // 'http://host:4200@evil', 'http://host:42000', 'http://host:4200.evil': a different authority.
  return rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : null;
}

/** The path a stage points at on our origin, null when it is no path, 'hostile' when it is worse. */
function pathOfStage(stage: string, origin: string): string | null | 'hostile' {
  if (stage.length > MAX_LENGTH || INVISIBLE.test(stage) || stage.includes('\\') || /^\s/.test(stage))
    return 'hostile';
  const sameOrigin = afterOrigin(stage, origin);
  if (sameOrigin === null && SCHEME.test(stage)) return 'hostile'; // javascript:, data:, vbscript:, other hosts
  const path = sameOrigin ?? stage;
  if (/^\/\s*\//.test(path)) return 'hostile'; // '//host' and '/ /host' reach another host
  return path.startsWith('/') ? path : null;
}

/**
 * decodeURIComponent, but a stray '%' or broken UTF-8 does not stop it: whatever can be decoded is,
 * ASCII escapes always, so nothing hides behind one bad escape from a lenient decoder downstream.
 */
function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    });
  }
}

/**
 * Paths that make no sense to return to: the API (the stand-in's development calls too: a page
 * never lives there, even where nginx does not serve them), and login pages (which would loop).
 */
function isDeadEnd(path: string): boolean {
  const logins = [...subApps.map((s) => s.login), ...Object.values(chatLoginRoutes)];
  return [...apiPrefixes, ...devApiPrefixes, ...logins].some((p) => underPrefix(path, p));
}

/**
 * Where to go after login: a path (with query and hash) on this exact origin, else the sub-app's
 * home (DESIGN.md, security rules). The raw value is decoded repeatedly and EVERY stage must look
 * harmless, so encoded and double-encoded tricks fail too; the least-decoded stage that is a path
 * is what we return, so a legitimately encoded query value (?q=a%26b, ?q=100%25) keeps its meaning.
 * An absolute URL is accepted only with exactly our origin, and comes back as a path. Any sub-app's
 * path is fine: they are one product on one host.
 */
export function safeReturnPath(
  rawRedirect: string | null | undefined,
  subApp: SubApp,
  origin: string,
): string {
  const home = subApp.home;
  if (!rawRedirect) return home;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return home;
  }
  let stage = rawRedirect;
  let candidate: string | null = null;
  for (let round = 0; ; round++) {
    const path = pathOfStage(stage, base.origin);
    if (path === 'hostile') return home;
    candidate ??= path;
    const next = decodeOnce(stage);
    if (next === stage) break;
    if (round === MAX_DECODE_ROUNDS) return home; // still encoded after many rounds
    stage = next;
  }
  if (candidate === null) return home;

  let url: URL;
  try {
    url = new URL(candidate, base.origin);
  } catch {
    return home;
  }
  // Dot segments can turn a harmless path into a protocol-relative one: '/.//evil' -> '//evil'.
  if (url.origin !== base.origin || url.pathname.startsWith('//')) return home;
  if (isDeadEnd(url.pathname) || isDeadEnd(decodeOnce(url.pathname))) return home;
  return url.pathname + url.search + url.hash;
}
