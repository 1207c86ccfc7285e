// The performance budget: per app, the gzipped JavaScript its first screen loads, measured in
// Chromium through the gateway (the entry, its preloads, and the lazy chunks that screen pulls in:
// catalog and screen). Prints a table; fails above the budget.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BUDGET_KB = 150;
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.SIZE_PORT ?? 4290);
const firstScreens = {
  onmat: '/onmat/store',
  phala: '/phala/store',
  suman: '/suman/open',
  slim: '/slim/home',
  bay: '/bay/agreement_list',
  beaticam: '/beaticam/film_list',
  cycling: '/cycling/equipment',
  public: '/',
};

const gateway = spawn(process.execPath, ['dist/tools/gateway/server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
try {
  await waitFor(`${base}/device_info`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (const [app, route] of Object.entries(firstScreens)) {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const sizes = await Promise.all(scripts);
    const kb = sizes.reduce((a, b) => a + b, 0) / 1024;
    rows.push({ app, route, files: sizes.length, kb });
    await page.close();
  }
  await browser.close();
  console.log(`\n| app | first screen | JS files | gzipped KB | budget ${BUDGET_KB} KB |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.app} | ${r.route} | ${r.files} | ${r.kb.toFixed(1)} | ${r.kb <= BUDGET_KB ? 'ok' : 'OVER'} |`);
  const over = rows.filter((r) => r.kb > BUDGET_KB || r.files === 0);
  if (over.length) {
    console.error(`\nOver budget (or nothing loaded): ${over.map((r) => r.app).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  gateway.kill();
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gateway did not start at ${url}`);
}
