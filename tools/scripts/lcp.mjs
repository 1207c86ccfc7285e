// Largest contentful paint on Lighthouse's mobile profile, emulated with CDP (the lighthouse
// package needs Node 22): 150 ms RTT, 1638.4 kbit/s down, 750 kbit/s up, CPU slowed 4x, a 412x823
// phone screen at DPR 1.75, cold cache. LCP is read from a buffered PerformanceObserver once the
// page is usable; the median of RUNS loads counts.
// A REPORT, not a gate: timings on a shared 2-core CI machine swing by half a second, so they never
// decide whether CI is green. It prints LCP, FCP and LCP − FCP (the target: LCP within 100 ms of FCP,
// the skeleton's paint being the largest) against LCP_BUDGET_MS, and fails only on what does not
// depend on the machine's speed: a script error on the page, or a page that never painted.
// Usage: node tools/scripts/lcp.mjs [/onmat/login ...]   (LCP_RUNS, LCP_BUDGET_MS, CHROMIUM_PATH)
import { launchChromium, startProduct, stopProduct, timeLimit } from './perf-harness.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/onmat/login', '/suman/login'];
const BUDGET_MS = Number(process.env.LCP_BUDGET_MS ?? 1800);
const LCP_AFTER_FCP_MS = 100;
const RUNS = Number(process.env.LCP_RUNS ?? 3);
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const MOTO_G_POWER_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
timeLimit('lcp', 300_000);
const base = await startProduct({ port: process.env.LCP_PORT && Number(process.env.LCP_PORT) });
const browser = await launchChromium();
const rows = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(route));
    rows.push({ route, runs, lcp: median(runs.map((r) => r.lcp)), gap: median(runs.map(gapOf)) });
  }
} finally {
  await browser.close();
  stopProduct();
}

const s = (ms) => (ms == null || !Number.isFinite(ms) ? '—' : (ms / 1000).toFixed(2));
const msOf = (ms) => (ms == null || !Number.isFinite(ms) ? '—' : `${Math.round(ms)} ms`);
console.log(
  `\nLighthouse mobile profile (RTT ${NETWORK.latency} ms, ${NETWORK.downloadThroughput} B/s, CPU x${CPU_SLOWDOWN}, 412x823 @1.75), cold cache, ${RUNS} runs.`,
);
console.log(
  `A report (timings on a shared machine never fail CI); targets: LCP ≤ ${BUDGET_MS / 1000} s, LCP − FCP ≤ ${LCP_AFTER_FCP_MS} ms.`,
);
console.log(`| route | LCP median s | LCP runs s | FCP runs s | LCP − FCP median | LCP element | target |`);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const onTarget = r.lcp <= BUDGET_MS && r.gap <= LCP_AFTER_FCP_MS;
  console.log(
    `| ${r.route} | ${s(r.lcp)} | ${r.runs.map((x) => s(x.lcp)).join(' / ')} | ${r.runs.map((x) => s(x.fcp)).join(' / ')} | ${msOf(r.gap)} | ${r.runs.at(-1)?.element ?? '—'} | ${onTarget ? 'met' : 'missed (report only)'} |`,
  );
}
// Deterministic failures only: these do not come and go with the machine's load.
const failed = rows.flatMap((r) => {
  const errors = [...new Set(r.runs.flatMap((x) => x.errors))];
  const problems = [];
  if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
  if (r.runs.every((x) => x.fcp == null)) problems.push('never painted');
  return problems.length ? [`${r.route}: ${problems.join('; ')}`] : [];
});
if (failed.length) {
  console.error(`\nlcp: ${failed.join('\n  ')}`);
  process.exitCode = 1;
}

function median(values) {
  const sorted = values.map((v) => v ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function gapOf(run) {
  return run.lcp == null || run.fcp == null ? Infinity : run.lcp - run.fcp;
}

async function measure(route) {
  // A Chinese phone, as most users have.
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: MOTO_G_POWER_UA,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message ?? e).split('\n')[0]));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 });
    // Usable login form, then a quiet moment so late paints are in the buffer too.
    await page.waitForSelector('input[type="tel"]', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const paints = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp =
            performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')
              ?.startTime ?? null;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const el = last?.element;
            const element = el
              ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
              : last?.url?.startsWith('data:')
                ? 'img (inline data URL)'
                : last?.url || null;
            resolve({ lcp: last ? last.renderTime || last.loadTime || last.startTime : null, fcp, element });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ lcp: null, fcp, element: null }), 2000);
        }),
    );
    return { ...paints, errors };
  } catch (e) {
    return {
      lcp: null,
      fcp: null,
      element: null,
      errors: [...errors, String(e.message ?? e).split('\n')[0]],
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await context.close();
  }
}
