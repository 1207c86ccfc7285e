// First load on Chrome DevTools' "Slow 3G" preset (CDP Network.emulateNetworkConditions: 2000 ms
// latency, 500 kbit/s * 0.8 down and up), through the built gateway with a cold cache. Per login page:
//   HTML     the HTML has arrived (navigation responseEnd)
//   FCP      first-contentful-paint: the inline skeleton of index.html, before any script
//   usable   React has rendered the phone input (enabled) and the login button
//   catalog / screen   when the language catalog and the screen chunk were requested: together
// Requirements: FCP - HTML < 300 ms, usable <= 8 s, catalog and screen requested together.
// Prints a table; exits 1 when over. Usage: node tools/scripts/slow-network.mjs [/onmat/login ...]
/* global document, window, MutationObserver -- in page callbacks */
import { launchChromium, startProduct, stopProduct, timeLimit } from './perf-harness.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/onmat/login', '/suman/login'];
const PAINT_AFTER_HTML_MS = 300;
const USABLE_MS = 8000;
const TOGETHER_MS = 250;
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
  `\nSlow 3G (latency ${SLOW_3G.latency} ms, ${SLOW_3G.downloadThroughput} B/s), cold cache, seconds from navigation start:`,
);
console.log(
  `| route | HTML | FCP (skeleton) | FCP - HTML ≤ ${PAINT_AFTER_HTML_MS} ms | catalog requested | screen requested | usable ≤ ${USABLE_MS / 1000} s | ok |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const failed = [];
for (const r of rows) {
  const problems = [];
  if (!r.skeleton) problems.push('no skeleton in the HTML');
  if (r.fcp == null || r.fcp - r.html > PAINT_AFTER_HTML_MS) problems.push('skeleton painted late');
  if (r.usable == null || r.usable > USABLE_MS) problems.push('usable late');
  if (r.catalog == null || r.screen == null || Math.abs(r.catalog - r.screen) > TOGETHER_MS)
    problems.push('catalog and screen not requested together');
  if (problems.length) failed.push(`${r.route}: ${problems.join(', ')}`);
  console.log(
    `| ${r.route} | ${s(r.html)} | ${s(r.fcp)} | ${r.fcp == null ? '—' : Math.round(r.fcp - r.html)} ms | ${s(r.catalog)} | ${s(r.screen)} | ${s(r.usable)} | ${problems.length ? 'OVER' : 'ok'} |`,
  );
}
if (failed.length) {
  console.error(`\nSlow 3G requirements not met:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}

async function measure(route) {
  // A Chinese phone, as most users have: the source-language catalog (login.html preloads it).
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
      if (document.readyState === 'interactive')
        window.__skeleton = !!document.querySelector('#root [aria-busy="true"]');
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  try {
    await page.goto(base + route, { waitUntil: 'commit', timeout: 60_000 });
    await page
      .waitForFunction(() => window.__usableAt != null, null, { timeout: 60_000, polling: 250 })
      .catch(() => undefined);
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      const resources = performance.getEntriesByType('resource');
      const started = (re) => resources.find((e) => re.test(new URL(e.name).pathname))?.startTime ?? null;
      return {
        html: nav?.responseEnd ?? null,
        fcp: fcp?.startTime ?? null,
        usable: window.__usableAt ?? null,
        skeleton: window.__skeleton ?? false,
        // Vite names a catalog chunk after its .po file, the screen chunk after its module.
        catalog: started(/\/assets\/(zh|en)-[\w-]+\.js$/),
        screen: started(/\/assets\/login-screen-[\w-]+\.js$/),
      };
    });
  } finally {
    await context.close();
  }
}
