import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

// The journeys that show dates once more at 23:50 China time (issue 29): the stand-in's clock starts
// there (DEV_API_NOW) and each page's follows it (e2e/clock.ts), so "today", "tomorrow", countdowns
// and check-in days meet midnight mid-run. The default is New Year's Eve: the day, the month and the
// year turn together. E2E_LATE_AT moves it (an ISO instant).
const lateAt = process.env.E2E_LATE_AT ?? '2026-12-31T15:50:00Z';
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
const [api, gateway] = base.webServer as [WebServer, WebServer];

export default defineConfig({
  ...base,
  // Class booking, orders, check-in, coach classes and their requests, the time-zone journey,
  // practice days and the payment countdown: the specs whose screens show dates relative to today.
  testMatch: [
    'check-in.spec.ts',
    'coach-classes.spec.ts',
    'coach-class-orders.spec.ts',
    'courses.spec.ts',
    'orders.spec.ts',
    'payment.spec.ts',
    'practice.spec.ts',
    'time-zone.spec.ts',
  ],
  outputDir: 'tmp/playwright/late-output',
  reporter: [['list'], ['json', { outputFile: 'tmp/playwright/late-results.json' }]],
  use: { ...base.use, clockFrom: api.url } as PlaywrightTestConfig['use'],
  webServer: [{ ...api, env: { ...api.env, DEV_API_NOW: lateAt } }, gateway],
});
