import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../../playwright.config';
import { buildForCdn, cdnDist, cdnPorts } from './cdn-build';

// Assets on a CDN origin (tools/scripts/release-e2e/cdn.spec.ts): onmat built with ASSET_BASE on a
// second local origin (the CDN stand-in, cdn-server.mjs), its pages served by the gateway, whose CSP
// names that origin. Run after the stand-in and gateway builds; the runner builds onmat itself.
const { gateway: port, api: apiPort, cdn: cdnPort, third: thirdPort } = cdnPorts();
const assetBase = `http://127.0.0.1:${cdnPort}/static/onmat/`;
// The runner (not each worker) builds before the servers start.
if (process.env.TEST_WORKER_INDEX === undefined) buildForCdn(assetBase);
const root = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /cdn\.spec\.ts$/,
  outputDir: path.join(root, 'tmp/playwright/cdn-e2e'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp/playwright/cdn-e2e.json') }]],
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: 'node dist/tools/dev-api/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/__health`,
      env: {
        DEV_API_PORT: String(apiPort),
        TRUSTED_PROXY: '127.0.0.1',
        DEV_API_DB: `tmp/cdn-e2e/api-${apiPort}.sqlite`,
        DEV_SMS_LIMITS: 'relaxed',
      },
      reuseExistingServer: false,
      // Its own health (issue 29): every domain migrates and seeds first, past 30 s on a busy machine.
      timeout: 120_000,
    },
    {
      command: 'node tools/scripts/release-e2e/cdn-server.mjs',
      cwd: root,
      url: `${assetBase}manifest.webmanifest`,
      env: { CDN_DIR: cdnDist, CDN_PORT: String(cdnPort), THIRD_PORT: String(thirdPort) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: 'node dist/tools/gateway/server.mjs',
      cwd: root,
      // Only onmat is built here: the public app's /device_info would answer 503.
      url: `http://localhost:${port}/onmat/login`,
      env: {
        PORT: String(port),
        API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
        DIST_DIR: cdnDist,
        ASSET_ORIGIN: `http://127.0.0.1:${cdnPort}`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
