import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';

// Screens in WebKitGTK through WebDriver (webkit.spec.ts): the stand-in and the gateway as for the
// Chromium e2e, on their own ports; one browser window for the run. Run after the apps, stand-in and
// gateway builds (`npx nx run-many -t build`).
const port = Number(process.env.E2E_PORT ?? 4250);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 100);
const root = path.resolve(import.meta.dirname, '../../..');
const apiDir = path.join(root, `tmp/webkit-api/${apiPort}`);
// A fresh stand-in database per run; only the runner clears it (the config loads again in the worker).
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(apiDir, { recursive: true, force: true });

export default defineConfig({
  testDir: '.',
  testMatch: /webkit\.spec\.ts$/,
  outputDir: path.join(root, 'tmp/playwright/webkit'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp/playwright/webkit.json') }]],
  // One WebKit window walks the screens in turn: a second would share the same two cores.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  use: { baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: 'node dist/tools/dev-api/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/api/catalog/courses`,
      env: {
        DEV_API_PORT: String(apiPort),
        DEV_API_DB: path.join(apiDir, 'dev-api.sqlite'),
        DEV_SMS_LIMITS: 'relaxed',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node dist/tools/gateway/server.mjs',
      cwd: root,
      url: `http://localhost:${port}/device_info`,
      env: { PORT: String(port), API_UPSTREAM: `http://127.0.0.1:${apiPort}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
