/**
 * A screen chunk that no longer exists: the tab was opened on a release a deploy has since replaced
 * (or the network dropped the request). Browsers word it differently; Vite's preload helper too.
 */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_ERROR.test(message);
}

const KEY = 'yoga:stale-chunk-reload';
/** One reload per tab per minute: a chunk still missing after it is a network problem, not a deploy. */
const ONCE_WITHIN_MS = 60_000;

/**
 * Reloads the page into the current release when a screen's chunk is missing, once: true when it
 * reloads; false when the error is another one or the tab reloaded for this a moment ago (the
 * caller then offers its own retry).
 */
export function reloadOnceForNewRelease(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (!isStaleChunkError(error)) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < ONCE_WITHIN_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
