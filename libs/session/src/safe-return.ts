import { apiPrefixes, subApps, underPrefix, type SubApp } from '@yoga/platform';

const MAX_DECODE_ROUNDS = 4;

/** Anything that could make a browser leave the origin or run script, at any decoding stage. */
function looksHostile(s: string): boolean {
  return (
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f\x7f\\]/.test(s) || // control chars (java\nscript:), backslashes (/\evil -> //evil)
    /^\s*[a-z][a-z0-9+.-]*:/i.test(s) || // any scheme: javascript:, data:, https:
    s.startsWith('//') ||
    /^\/\s*\//.test(s)
  );
}

/**
 * Where to go after login: only a path of this product on this origin (DESIGN.md, security rules).
 * The raw value is decoded repeatedly and every stage must look harmless, so encoded and
 * double-encoded tricks fail too. Absolute URLs are refused even for our own origin: the login
 * page only ever writes paths. API paths and login routes fall back to home as well.
 */
export function safeReturnPath(raw: string | null | undefined, subApp: SubApp, origin: string): string {
  if (!raw) return subApp.home;
  let stage = raw;
  // The least-decoded stage that is a path is what we go to, so a legit encoded query value
  // (?q=a%26b) keeps its meaning; every deeper stage must still look harmless.
  let candidate: string | null = null;
  for (let i = 0; i <= MAX_DECODE_ROUNDS; i++) {
    if (looksHostile(stage)) return subApp.home;
    if (candidate === null && stage.startsWith('/')) candidate = stage;
    let next: string;
    try {
      next = decodeURIComponent(stage);
    } catch {
      return subApp.home; // malformed escapes
    }
    if (next === stage) break;
    if (i === MAX_DECODE_ROUNDS) return subApp.home; // still encoded after many rounds: refuse
    stage = next;
  }
  if (candidate === null) return subApp.home;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return subApp.home;
  }
  if (url.origin !== new URL(origin).origin) return subApp.home;
  const path = url.pathname;
  if (apiPrefixes.some((p) => underPrefix(path, p))) return subApp.home;
  if (subApps.some((s) => path === s.login)) return subApp.home;
  return path + url.search + url.hash;
}
