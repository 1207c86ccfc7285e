import path from 'node:path';
import { serve } from '@hono/node-server';
import { createDevApi, DEV_COMPACT_KEY, RELAXED_SMS_LIMITS } from './app';
import { startClock } from './clock';
import { linkKeyFrom } from './signed-links';

// Built to dist/tools/dev-api/server.mjs; the data folder lives in the tool's own (git-ignored) folder.
const root = path.resolve(import.meta.dirname, '../../..');
const dbPath = process.env.DEV_API_DB ?? path.join(root, 'tools/dev-api/data/dev.sqlite');
const port = Number(process.env.DEV_API_PORT ?? 4300);
const allowedOrigins = (process.env.DEV_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
// The gateway's address: only its X-Forwarded-For is believed (it sets the header itself).
const trustedProxies = (process.env.TRUSTED_PROXY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const devOnly = process.env.DEV_ONLY !== 'off';
let linkKey: string;
try {
  linkKey = linkKeyFrom(process.env, devOnly);
} catch (e) {
  console.error(`Dev API not started: ${(e as Error).message}`);
  process.exit(1);
}
const { app } = createDevApi({
  dbPath,
  compactKey: process.env.COMPACT_KEY ?? DEV_COMPACT_KEY,
  devOnly,
  now: startClock(process.env.DEV_API_NOW),
  linkKey,
  allowedOrigins,
  trustedProxies,
  ...(process.env.DEV_SMS_LIMITS === 'relaxed' ? { smsLimits: RELAXED_SMS_LIMITS } : {}),
});
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
  console.log(`Dev API on http://127.0.0.1:${port} (database ${dbPath})`),
);
