// DESIGN.md: tokens, the compact key and login responses never appear in error reports. Every
// string and key of an event goes through here just before it leaves, whatever put it there.

export const FILTERED = '[Filtered]';

/** Field and header names whose value is never sent (compared lower-case, without - and _). */
const SECRET_KEYS = new Set([
  'token',
  'authorizetoken',
  'authorization',
  'cookie',
  'setcookie',
  'password',
  'compact',
  'openid',
  'accesstoken',
]);
const isSecretKey = (key: string) => SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));

// Query and form parameters: token, openId, the OAuth `code`, AUTHORIZE_TOKEN...
const QUERY_PARAM =
  /(^|[?&#;])(token|openid|code|authorize_token|access_token|password|compact)=([^&#\s"'<>]*)/gi;
// JSON-ish text inside a message or a body that is not valid JSON: "token":"abc" or 'password': '1'
const QUOTED_FIELD =
  /(["'])(token|authorize_token|authorization|cookie|password|compact|openid)\1(\s*:\s*)(["'])(?:\\.|(?!\4).)*\4/gi;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/g;

/** Secrets shorter than this are ignored: replacing "1" everywhere would wreck every event. */
const MIN_SECRET_LENGTH = 6;

export function scrubString(text: string, secrets: readonly string[]): string {
  let out = text
    .replace(QUERY_PARAM, `$1$2=${FILTERED}`)
    .replace(QUOTED_FIELD, `$1$2$1$3$4${FILTERED}$4`)
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`);
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    // Also its URL-encoded form: a token with + / = travels encoded in query strings.
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(FILTERED);
  }
  return out;
}

/** A body: scrubbed field by field when it is JSON, as text otherwise. */
export function scrubBody(body: string, secrets: readonly string[]): string {
  const t = body.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.stringify(scrubDeep(JSON.parse(t), secrets));
    } catch {
      /* not JSON after all */
    }
  }
  return scrubString(body, secrets);
}

const BODY_KEYS = new Set(['body', 'responseBody']);

/** A scrubbed deep copy: secret-named fields filtered, every string (and key) scrubbed. */
export function scrubDeep<T>(value: T, secrets: readonly string[], seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubString(value, secrets) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]' as T;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, secrets, seen)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = scrubString(k, secrets);
    if (isSecretKey(k) && v !== undefined) out[key] = FILTERED;
    else if (BODY_KEYS.has(k) && typeof v === 'string') out[key] = scrubBody(v, secrets);
    else out[key] = scrubDeep(v, secrets, seen);
  }
  return out as T;
}
