import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The style capture (style-snapshot.capture.ts) on e2e's servers, or on STYLE_BASE_URL (a dev server).
mkdirSync(process.env.STYLE_OUT ?? 'tmp/style-snapshot/now', { recursive: true });
const external = process.env.STYLE_BASE_URL;
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'style-snapshot.capture.ts',
  retries: 0,
  reporter: [['line']],
  use: { ...base.use, ...(external ? { baseURL: external } : {}) },
  // e2e's servers, started from the workspace root (a webServer's cwd is its config's folder).
  webServer: external
    ? undefined
    : [base.webServer ?? []].flat().map((w) => ({ ...w, cwd: path.resolve(import.meta.dirname, '../..') })),
});
