import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../../playwright.config';

// Screens in WebKitGTK through WebDriver (webkit.spec.ts): the stand-in and the gateway of the Chromium
// e2e (same ports, E2E_PORT and E2E_API_PORT, a fresh database, the same readiness waits), one browser
// window for the run. Run after the apps, stand-in and gateway builds (`npx nx run-many -t build`).
const root = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: /webkit\.spec\.ts$/,
  outputDir: path.join(root, 'tmp/playwright/webkit'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp/playwright/webkit.json') }]],
  // One WebKit window walks the screens in turn: a second would share the same two cores.
  workers: 1,
  fullyParallel: false,
  retries: base.retries,
  timeout: 30_000,
  // No Playwright browser: only the address the screens are opened at.
  use: { baseURL: base.use?.baseURL },
  // The base config's commands run from the repository's root, not from this folder.
  webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: root })),
});
