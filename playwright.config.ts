import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4210);

// Debian's Chromium: Playwright's own browser download cannot reach the internet here.
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node dist/tools/gateway/server.mjs',
    url: `http://localhost:${port}/device_info`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
