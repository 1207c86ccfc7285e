// How every script that starts a service waits for it (issue 29): polls what it will use, bounded,
// never a fixed sleep. A page answering is not the stand-in being up: dev-check once asked the
// stand-in through the dev proxy, got the proxy's "nothing answers yet" text, and JSON.parse threw.

/** The stand-in's own health endpoint (tools/dev-api: up, migrated and seeded; kept with DEV_ONLY=off). */
export const STAND_IN_HEALTH = '/__health';

/**
 * Polls `url` every `everyMs` until `ready(response)` holds; throws after `timeoutMs`, naming the url
 * and its last answer, or at once when `alive()` says the process that should answer has gone.
 */
export async function waitUntil(
  url,
  { timeoutMs = 120_000, everyMs = 250, ready = (r) => r.ok, alive } = {},
) {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (alive && !alive()) throw new Error(`the process meant to answer ${url} exited (${last})`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (await ready(r)) return;
      last = `HTTP ${r.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    if (Date.now() > until) throw new Error(`${url} was not ready after ${timeoutMs / 1000} s (${last})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits until the stand-in at `origin` (http://127.0.0.1:port) says it is up. */
export const waitForStandIn = (origin, opts = {}) =>
  waitUntil(origin + STAND_IN_HEALTH, {
    ...opts,
    ready: async (r) => r.ok && (await r.json().catch(() => null))?.data?.up === true,
  });
