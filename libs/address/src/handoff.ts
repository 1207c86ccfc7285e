import { detectSubApp, type SubAppId } from '@yoga/platform';

/**
 * Choosing an address for an order: the order sheet opens the list with ?select=1&back=<its path>;
 * the list remembers the tapped id here and goes back; the sheet takes it once on its return.
 */
const key = (subApp: SubAppId) => `address_chosen_${subApp}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage off (private mode): the sheet keeps its default address
  }
}

export function rememberChosenAddress(subApp: SubAppId, id: number): void {
  try {
    storage()?.setItem(key(subApp), String(id));
  } catch {
    // full storage: nothing chosen, the sheet keeps its current address
  }
}

/** The chosen id, once: it is removed as it is read. Anything but a positive whole number is ignored. */
export function takeChosenAddress(subApp: SubAppId): number | null {
  const s = storage();
  const raw = s?.getItem(key(subApp)) ?? null;
  s?.removeItem(key(subApp));
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `back` when it is a path of this same sub-app on this origin (no scheme, no "//host", no
 * backslash tricks), else null and the caller goes back in history instead.
 */
export function safeBackPath(subApp: SubAppId, back: string | null): string | null {
  if (!back || !back.startsWith('/') || back.startsWith('//') || /[\\\s]/.test(back)) return null;
  let url: URL;
  try {
    url = new URL(back, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  // The sub-app of the `back` path, not of the current location: useSubApp() cannot answer that.
  // eslint-disable-next-line no-restricted-syntax
  if (detectSubApp(url.pathname)?.id !== subApp) return null;
  return url.pathname + url.search + url.hash;
}
