import { t } from '@lingui/core/macro';
import { confirmDialog } from '@yoga/ui';

/** How often a tab coming back to the foreground may ask which release is live. */
export const CHECK_EVERY_MS = 10 * 60_000;

/** The live release's version: version.json beside the assets (written by the release); null when unknown. */
export async function liveVersion(base: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(`${base}version.json`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

export interface WatchOptions {
  /** This page's release (the build id); "dev" builds never ask. */
  version: string;
  /** The asset base the page was built with (import.meta.env.BASE_URL). */
  base: string;
  fetcher?: typeof fetch;
  ask?: () => Promise<boolean>;
  reload?: () => void;
  now?: () => number;
  doc?: Document;
}

const askToReload = () =>
  confirmDialog({
    title: t`有新版本`,
    message: t`应用已更新，刷新后即可使用新版本。`,
    ok: t`刷新`,
    cancel: t`稍后`,
  });

/**
 * A tab left open across a deploy: when it comes back to the foreground (at most every ten minutes)
 * it asks which release is live and, once, offers to reload into it. Returns the unsubscribe.
 */
export function watchNewRelease(o: WatchOptions): () => void {
  if (o.version === 'dev') return () => undefined;
  const { fetcher = fetch, ask = askToReload, reload = () => window.location.reload() } = o;
  const now = o.now ?? Date.now;
  const doc = o.doc ?? document;
  let last = now();
  let told = false;
  const check = async () => {
    if (told || doc.visibilityState !== 'visible' || now() - last < CHECK_EVERY_MS) return;
    last = now();
    const live = await liveVersion(o.base, fetcher);
    if (!live || live === o.version || told) return;
    told = true;
    if (await ask()) reload();
  };
  doc.addEventListener('visibilitychange', check);
  return () => doc.removeEventListener('visibilitychange', check);
}
