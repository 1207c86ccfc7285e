import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { port } from './vite.config.ts';

const root = path.resolve(import.meta.dirname, '../../..');

// Run from /work/main: npx playwright test -c libs/recorder/e2e/playwright.config.ts
// Debian's Chromium with a fake microphone (a steady tone) and the permission prompt auto-accepted.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'tmp/recorder-e2e/output'),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp/playwright/recorder-results.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Only for the insecure-page test: a non-localhost name over plain http.
        `--host-resolver-rules=MAP recorder.test 127.0.0.1`,
      ],
    },
  },
  webServer: {
    command: 'npx vite build -c e2e/vite.config.ts && npx vite preview -c e2e/vite.config.ts',
    cwd: path.join(root, 'libs/recorder'),
    url: `http://localhost:${port}/fixture.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
