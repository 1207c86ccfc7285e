// What the measuring scripts (size, slow-network, lcp) share: the built product on free local ports
// (the gateway, and the stand-in API when real data is needed), Debian's Chromium, and a time limit
// so a hung browser or server never hangs CI. Children stop when the script ends, however it ends.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { waitForStandIn, waitUntil } from './wait-for.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
const children = [];
const stopChildren = () => children.forEach((c) => c.exitCode === null && c.kill());
process.on('exit', stopChildren);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stopChildren(), process.exit(130)));

/** Ends the script with a message after `ms`. */
export function timeLimit(name, ms) {
  setTimeout(
    () => (console.error(`${name}: timed out after ${ms / 60_000} minutes`), stopChildren(), process.exit(1)),
    ms,
  ).unref();
}

const node = (script, env) =>
  children.push(
    spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' }),
  );

/** Starts the built gateway (and, with `api`, the stand-in on a fresh database); returns its base URL. */
export async function startProduct({ api = false, port } = {}) {
  const gatewayPort = port ?? (await freePort());
  const env = { PORT: String(gatewayPort) };
  if (api) {
    const apiPort = await freePort();
    const db = path.join(mkdtempSync(path.join(tmpdir(), 'perf-api-')), 'db.sqlite');
    node('dist/tools/dev-api/server.mjs', {
      DEV_API_PORT: String(apiPort),
      DEV_API_DB: db,
      DEV_SMS_LIMITS: 'relaxed',
    });
    await waitForStandIn(`http://127.0.0.1:${apiPort}`);
    env.API_UPSTREAM = `http://127.0.0.1:${apiPort}`;
  }
  node('dist/tools/gateway/server.mjs', env);
  const base = `http://localhost:${gatewayPort}`;
  await waitUntil(`${base}/`, { ready: () => true }); // any answer: the gateway is up
  return base;
}

/** Debian's Chromium, started as every browser run here starts it (chromium.mjs). */
export const launchChromium = () => chromium.launch(chromiumLaunchOptions());

export function stopProduct() {
  stopChildren();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });
}
