const KEY = 'api_base_override';

/** An http(s) URL or a same-origin path; anything else (javascript:, //host) is refused. */
export function isValidApiBase(value: string): boolean {
  const v = value.trim();
  if (/^\/(?!\/)/.test(v)) return !/[\s\\]/.test(v);
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Overrides the standard client's base for this browser session (the debug tool's custom server). */
export function setSessionApiBase(url: string | null): boolean {
  try {
    if (url === null) {
      sessionStorage.removeItem(KEY);
      return true;
    }
    if (!isValidApiBase(url)) return false;
    sessionStorage.setItem(KEY, url.trim().replace(/\/+$/, ''));
    return true;
  } catch {
    return false;
  }
}

export function sessionApiBase(): string | null {
  try {
    const v = sessionStorage.getItem(KEY);
    return v && isValidApiBase(v) ? v : null;
  } catch {
    return null;
  }
}
