import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { chromiumLaunchOptions } from './tools/scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4210);
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
// Every run starts from a fresh stand-in database. The config is loaded again in every worker:
// only the runner itself clears it, before it starts the stand-in. One folder per API port, so runs
// side by side on other ports do not wipe each other's database.
const apiDir = `tmp/e2e/${apiPort}`;
const apiDb = `${apiDir}/dev-api.sqlite`;
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(apiDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'tmp/playwright/output',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'tmp/playwright/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 375, height: 740 },
    locale: 'zh-CN',
    // Release-e2e's deploy and CDN configs spread this `use`: one launch for every product e2e run.
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'node dist/tools/dev-api/server.mjs',
      // Its own health (tools/dev-api): up once migrated and seeded, what every spec then uses.
      url: `http://127.0.0.1:${apiPort}/__health`,
      // Many specs sign the seeded demo student in, from one address: relaxed SMS limits (e2e only).
      // The gateway (127.0.0.1) is the one proxy whose X-Forwarded-For the stand-in believes.
      env: {
        DEV_API_PORT: String(apiPort),
        DEV_API_DB: apiDb,
        DEV_SMS_LIMITS: 'relaxed',
        TRUSTED_PROXY: '127.0.0.1',
      },
      reuseExistingServer: false,
      // Every domain migrates and seeds at start; on a busy 2-core machine that passed 30 s.
      timeout: 120_000,
    },
    {
      command: 'node dist/tools/gateway/server.mjs',
      url: `http://localhost:${port}/device_info`,
      env: { PORT: String(port), API_UPSTREAM: `http://127.0.0.1:${apiPort}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
