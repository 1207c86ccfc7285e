#!/usr/bin/env node
// CI's proof that `npm run dev -- slim` works on a fresh clone (issue 22): starts it on free ports,
// then checks (a) /slim/login is Vite's page with its hot-reload client, (b) a student signs in
// against the stand-in through the dev server and a signed-in call answers state 1, (c) hot reload's
// WebSocket (Vite's `vite-hmr` protocol, under the asset base) accepts a connection: no file of the
// shared tree is edited to prove it, (d) another app's prefix answers the page saying how to start it.
// Stops the whole process group whatever happens; exits 1 naming what failed. Usage:
// `node tools/scripts/dev-check.mjs [app] [other-path]` (defaults: slim, /onmat/login).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForStandIn, waitUntil } from './wait-for.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = process.argv[2] ?? 'slim';
const otherPath = process.argv[3] ?? '/onmat/login';
const LIMIT_MS = 90_000;
const PHONE = '13800138000';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
const [port, apiPort, vitePort] = [await freePort(), await freePort(), await freePort()];
const origin = `http://127.0.0.1:${port}`;
const db = path.join(root, `tmp/dev-check-${port}.sqlite`);

// Its own process group (detached), so one kill stops npm, dev.mjs, the stand-in and Vite together.
const dev = spawn('npm', ['run', 'dev', '--', app], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    DEV_API_PORT: String(apiPort),
    VITE_PORT: String(vitePort),
    DEV_API_DB: db,
  },
});
let log = '';
dev.stdout.on('data', (d) => (log += d));
dev.stderr.on('data', (d) => (log += d));
let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
process.on('exit', stop);
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));
const timer = setTimeout(() => finish(`took longer than ${LIMIT_MS / 1000} s`), LIMIT_MS);

function finish(failure) {
  clearTimeout(timer);
  stop();
  if (failure) {
    console.error(`dev-check: FAILED: ${failure}\n--- npm run dev -- ${app} said (last 3000 chars):`);
    console.error(log.slice(-3000));
  }
  // Give the group a moment to go, then drop its database and leave.
  setTimeout(() => {
    for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
    process.exit(failure ? 1 : 0);
  }, 800);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function call(pathname, init = {}) {
  const r = await fetch(origin + pathname, { ...init, signal: AbortSignal.timeout(30_000) });
  return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
}
const json = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { AUTHORIZE_TOKEN: token } : {}) },
  body: JSON.stringify(body),
});
/** An answer's JSON, or an error saying what answered instead (a proxy's text, an HTML page). */
function parsed({ status, type, text }) {
  if (!type.includes('json')) throw new Error(`expected JSON, got ${status} ${type}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
function must(ok, what) {
  if (!ok) throw new Error(what);
}

/** A WebSocket handshake with Vite's HMR protocol: true when it answers 101 Switching Protocols. */
function hmrAccepts(pathname) {
  return new Promise((resolve) => {
    const req = http.request(origin + pathname, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('dev-check-key-16').toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
      timeout: 10_000,
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode === 101 && res.headers['sec-websocket-protocol'] === 'vite-hmr');
    });
    req.on('response', () => resolve(false));
    req.on('error', () => resolve(false));
    req.on('timeout', () => (req.destroy(), resolve(false)));
    req.end();
  });
}

async function check() {
  // Up when what the checks use answers: the stand-in's own health (its migrations and seeds take a
  // while on a loaded machine), then the page (the first request waits for Vite's dependency scan).
  const alive = () => dev.exitCode === null;
  await waitForStandIn(`http://127.0.0.1:${apiPort}`, { timeoutMs: LIMIT_MS, alive });
  await waitUntil(`${origin}/${app}/login`, { timeoutMs: LIMIT_MS, everyMs: 1000, alive });
  const page = await call(`/${app}/login`);
  // (a)
  must(page.type.includes('text/html'), `/${app}/login is not HTML (${page.type})`);
  must(page.text.includes('/@vite/client'), `/${app}/login has no Vite hot-reload client`);
  console.log(`dev-check: (a) /${app}/login is Vite's page with /@vite/client`);
  // (b) the stand-in's sign-in, as e2e/auth.ts does it; the send may be refused when too soon: retry.
  let token = '';
  for (let i = 0; i < 4 && !token; i++, await sleep(i ? 1100 : 0)) {
    await call('/api/auth/sms-code', json({ subApp: app, areaCode: '86', phone: PHONE }));
    const sms = parsed(await call(`/__dev/sms/latest?phone=${PHONE}`));
    const code = sms.data?.code;
    if (!code) continue;
    const login = parsed(
      await call('/api/auth/login', json({ subApp: app, areaCode: '86', phone: PHONE, code })),
    );
    if (login.state === 1) token = login.data.token;
  }
  must(token, `signing ${PHONE} in on ${app} through the dev server failed`);
  const me = await call(`/api/user/me?subApp=${app}`, { headers: { AUTHORIZE_TOKEN: token } });
  must(parsed(me).state === 1, `GET /api/user/me answered ${me.status} ${me.text.slice(0, 200)}`);
  console.log('dev-check: (b) signed in against the stand-in; GET /api/user/me answers state 1');
  // (c)
  must(await hmrAccepts(`/static/${app}/`), `Vite's HMR WebSocket under /static/${app}/ refused`);
  console.log(`dev-check: (c) the hot-reload WebSocket (vite-hmr) under /static/${app}/ accepts`);
  // (d)
  const other = await call(otherPath);
  must(
    other.type.includes('text/html') && other.text.includes('npm run dev -- '),
    `${otherPath} does not answer the page saying how to start its app (${other.status})`,
  );
  console.log(`dev-check: (d) ${otherPath} answers how to start its app`);
}

check().then(
  () => (console.log(`dev-check: npm run dev -- ${app} passed`), finish()),
  (e) => finish(e.message),
);
