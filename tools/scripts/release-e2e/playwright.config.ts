import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../../playwright.config';
import { deploy, makeReleases } from './releases';

// Deploy-safety browser test: the gateway serves dist/ through tmp/release-e2e/dist, whose onmat
// folder is a symlink the spec swaps to "deploy" a release (tools/scripts/release-e2e/deploy.spec.ts).
// Run after `npx nx run @yoga/app-onmat:build` and the stand-in/gateway builds.
const port = Number(process.env.E2E_PORT ?? 4270);
const apiPort = Number(process.env.E2E_API_PORT ?? 4370);
// The runner (not each worker) prepares the releases before the gateway starts serving them.
if (process.env.TEST_WORKER_INDEX === undefined) {
  makeReleases();
  deploy('old');
}
const root = path.resolve(import.meta.dirname, '../../..');
const distDir = path.join(root, 'tmp/release-e2e/dist');

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /deploy\.spec\.ts$/,
  outputDir: path.join(root, 'tmp/playwright/release-e2e'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp/playwright/release-e2e.json') }]],
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: 'node dist/tools/dev-api/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/__health`,
      env: {
        DEV_API_PORT: String(apiPort),
        DEV_API_DB: `tmp/release-e2e-api/${apiPort}.sqlite`,
        TRUSTED_PROXY: '127.0.0.1',
      },
      reuseExistingServer: false,
      // Its own health (issue 29): every domain migrates and seeds first, past 30 s on a busy machine.
      timeout: 120_000,
    },
    {
      command: 'node dist/tools/gateway/server.mjs',
      cwd: root,
      url: `http://localhost:${port}/device_info`,
      env: { PORT: String(port), API_UPSTREAM: `http://127.0.0.1:${apiPort}`, DIST_DIR: distDir },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
