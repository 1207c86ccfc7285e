// First load on Chrome DevTools' "Slow 3G" preset (CDP Network.emulateNetworkConditions: 2000 ms
// latency, 500 kbit/s * 0.8 down and up), through the built gateway with a cold cache. Per login page:
//   HTML     the HTML has arrived (navigation responseEnd)
//   FCP      first-contentful-paint: the inline skeleton of index.html, before any script
//   usable   React has rendered the phone input (enabled) and the login button
//   catalog / screen   when the language catalog and the screen chunk were requested
//   words    the skeleton shows the login's greeting in the page's language (one block of words)
//   catalogs of one language only (an English phone never fetches the Chinese ones)
//   trips    sequential round trips before usable: the longest chain of requests each of which only
//            a response before it could start (the HTML is 1, what the HTML names is 2, what a
//            script of those asks for is 3...)
// Timings are a REPORT (on a shared machine they swing; they never fail CI). It fails only on what
// does not depend on the machine's speed: a script error, no skeleton (or no words in it) in the HTML, more round trips,
// requests or bytes before usable than fixed limits, or a page that never became usable.
// Usage: node tools/scripts/slow-network.mjs [/onmat/login ...]
/* global document, window, MutationObserver, getComputedStyle -- in page callbacks */
import { launchChromium, startProduct, stopProduct, timeLimit } from './perf-harness.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/onmat/login', '/suman/login'];
// Targets of the report.
const PAINT_AFTER_HTML_MS = 300;
const USABLE_MS = 8000;
// Limits that fail: the HTML, then everything it names (the entry, the preloaded screen, catalog and
// CSS) together. A third trip would mean the screen waits for something asked for only once a script
// has run: on Slow 3G, two more seconds.
const MAX_TRIPS = 2;
const MAX_REQUESTS = 20;
const MAX_KB = 140;
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: (500 * 1024 * 0.8) / 8,
  uploadThroughput: (500 * 1024 * 0.8) / 8,
};
// A hung browser or server must not hang CI.
timeLimit('slow-network', 300_000);
const base = await startProduct({
  port: process.env.SLOW_NETWORK_PORT && Number(process.env.SLOW_NETWORK_PORT),
});
const browser = await launchChromium();
const rows = [];
try {
  for (const route of routes) rows.push({ route, ...(await measure(route)) });
} finally {
  await browser.close();
  stopProduct();
}

const s = (ms) => (ms == null ? '—' : (ms / 1000).toFixed(2));
console.log(
  `\nSlow 3G (latency ${SLOW_3G.latency} ms, ${SLOW_3G.downloadThroughput} B/s), cold cache, seconds from navigation start.`,
);
console.log(
  `Timings are a report (targets: FCP − HTML ≤ ${PAINT_AFTER_HTML_MS} ms, usable ≤ ${USABLE_MS / 1000} s); the limits that fail: trips ≤ ${MAX_TRIPS}, requests ≤ ${MAX_REQUESTS}, ≤ ${MAX_KB} KB before usable.`,
);
console.log(
  `| route | HTML | FCP (skeleton) | FCP − HTML | catalog requested | screen requested | usable | trips | requests | KB | ok |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const failed = [];
for (const r of rows) {
  const problems = [];
  if (r.errors.length) problems.push(`page errors: ${r.errors.join(' | ')}`);
  if (!r.skeleton) problems.push('no skeleton in the HTML');
  if (!r.words) problems.push("the skeleton does not show the login's words");
  if (r.languages.length > 1) problems.push(`catalogs of ${r.languages.join(' and ')} loaded`);
  if (r.usable == null) problems.push('never usable');
  if (r.trips > MAX_TRIPS) problems.push(`${r.trips} sequential round trips before usable`);
  if (r.requests > MAX_REQUESTS) problems.push(`${r.requests} requests before usable`);
  if (r.kb > MAX_KB) problems.push(`${r.kb.toFixed(1)} KB before usable`);
  if (problems.length) failed.push(`${r.route}: ${problems.join(', ')}`);
  const late = (r.fcp != null && r.fcp - r.html > PAINT_AFTER_HTML_MS) || !(r.usable <= USABLE_MS);
  console.log(
    `| ${r.route} | ${s(r.html)} | ${s(r.fcp)} | ${r.fcp == null ? '—' : Math.round(r.fcp - r.html)} ms | ${s(r.catalog)} | ${s(r.screen)} | ${s(r.usable)} | ${r.trips} | ${r.requests} | ${r.kb.toFixed(1)} | ${problems.length ? 'FAIL' : late ? 'ok (timing target missed)' : 'ok'} |`,
  );
}
if (failed.length) {
  console.error(`\nSlow 3G requirements not met:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}

/**
 * Round-trip depth of each request, from CDP's initiators: a request named by the HTML (parser,
 * preload) is one deeper than the HTML, one a script asked for is one deeper than that script.
 */
function tracker(cdp) {
  const byId = new Map();
  const depthOfUrl = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    const init = e.initiator ?? {};
    const parentUrl =
      init.url ?? init.stack?.callFrames?.[0]?.url ?? init.stack?.parent?.callFrames?.[0]?.url ?? null;
    const depth = e.type === 'Document' ? 1 : (depthOfUrl.get(parentUrl) ?? 1) + 1;
    if (!depthOfUrl.has(e.request.url)) depthOfUrl.set(e.request.url, depth);
    byId.set(e.requestId, { url: e.request.url, depth, bytes: 0, at: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return byId;
}

async function measure(route) {
  // A Chinese phone, as most users have.
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  // Not subject to the page's CSP (CDP injects it): notes the moment the login form becomes usable.
  await context.addInitScript(() => {
    const usable = () => {
      const phone = document.querySelector('input[type="tel"]');
      const submit = document.querySelector('button[type="submit"]');
      return phone && !phone.disabled && submit;
    };
    const check = () => {
      if (window.__usableAt == null && usable()) window.__usableAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      window.__skeleton = !!document.querySelector('#root [aria-busy="true"]');
      // The login's words in the page's language, painted by the HTML itself (its largest paint).
      const shown = [...document.querySelectorAll('#root .fp-lt')].filter(
        (e) => getComputedStyle(e).display !== 'none',
      );
      window.__words = shown.length === 1;
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message ?? e).split('\n')[0]));
  const cdp = await context.newCDPSession(page);
  const requests = tracker(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  try {
    await page.goto(base + route, { waitUntil: 'commit', timeout: 60_000 });
    await page
      .waitForFunction(() => window.__usableAt != null, null, { timeout: 90_000, polling: 250 })
      .catch(() => undefined);
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      const resources = performance.getEntriesByType('resource');
      const started = (re) => resources.find((e) => re.test(new URL(e.name).pathname))?.startTime ?? null;
      return {
        html: nav?.responseEnd ?? null,
        fcp: fcp?.startTime ?? null,
        usable: window.__usableAt ?? null,
        skeleton: window.__skeleton ?? false,
        words: window.__words ?? false,
        origin: performance.timeOrigin,
        // Vite names a catalog chunk after its .po file, the screen chunk after its module.
        catalog: started(/\/assets\/(zh|en)-[\w-]+\.js$/),
        // Catalogs are named after their language: one language's only.
        languages: [
          ...new Set(
            resources.map((e) => /\/assets\/(zh|en)-[\w-]+\.js$/.exec(new URL(e.name).pathname)?.[1]),
          ),
        ].filter(Boolean),
        screen: started(/\/assets\/login-screen-[\w-]+\.js$/),
      };
    });
    // CDP timestamps are monotonic seconds; the navigation's own request is the zero.
    const all = [...requests.values()];
    const start = all.find((r) => r.depth === 1)?.at ?? 0;
    const before = all.filter((r) => t.usable != null && (r.at - start) * 1000 <= t.usable);
    if (process.env.SLOW_NETWORK_DEBUG)
      for (const r of all)
        console.log(`  ${route} trip ${r.depth} ${((r.at - start) * 1000).toFixed(0)} ms ${r.url}`);
    return {
      ...t,
      errors,
      trips: Math.max(0, ...before.map((r) => r.depth)),
      requests: before.length,
      kb: before.reduce((a, r) => a + r.bytes, 0) / 1024,
    };
  } finally {
    await context.close();
  }
}
