#!/usr/bin/env node
// `npm run dev -- <app>`: one brand with hot reload at the paths it has in production.
// http://localhost:${PORT:-4200}: the app's prefixes (/slim, /mc...) get Vite's index.html, its assets
// and HMR come from Vite under the app's asset base (/static/<app>/), /api and /__dev go to the
// stand-in API (started here, built first when missing), and any other prefix answers with a page
// saying how to start the app that serves it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prefixesOf } from './affected-e2e.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = process.argv[2];
const apps = ['onmat', 'phala', 'suman', 'slim', 'bay', 'beaticam', 'cycling', 'public'];
if (!apps.includes(app)) {
  console.error(`Usage: npm run dev -- <app>   (one of: ${apps.join(', ')})`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? 4200);
const apiPort = Number(process.env.DEV_API_PORT ?? 4300);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const base = `/static/${app}/`;
const children = [];
const stop = () => children.forEach((c) => c.kill());
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));
process.on('exit', stop);

// The stand-in API: its build is small; a fresh clone has none yet.
const apiServer = path.join(root, 'dist/tools/dev-api/server.mjs');
if (!existsSync(apiServer)) {
  console.log('dev: building the stand-in API (first run)…');
  const b = spawnSync('npx', ['nx', 'run', '@yoga/dev-api:build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
children.push(
  spawn(process.execPath, [apiServer], {
    cwd: root,
    stdio: 'inherit',
    env: { TRUSTED_PROXY: '127.0.0.1', ...process.env, DEV_API_PORT: String(apiPort) },
  }),
);
children.push(
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(vitePort), '--strictPort'],
    {
      cwd: path.join(root, 'apps', app),
      stdio: 'inherit',
      env: { ...process.env, API_UPSTREAM: `http://127.0.0.1:${apiPort}` },
    },
  ),
);

/** Which app serves a path, by its first segment (public serves "/" and everything unclaimed). */
const owners = new Map(apps.flatMap((a) => prefixesOf(a).map((p) => [p, a])));
const ownerOf = (pathname) => owners.get(pathname.split('/')[1]) ?? 'public';

function forward(req, res, targetPort, url = req.url) {
  const up = http.request(
    { host: '127.0.0.1', port: targetPort, path: url, method: req.method, headers: req.headers },
    (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    },
  );
  up.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`dev: nothing answers on port ${targetPort} yet; retry in a moment.\n`);
  });
  req.pipe(up);
}

function notHere(res, other, pathname) {
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  const esc = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.end(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(other)} is not running</title>
<body style="font:16px/1.5 system-ui;margin:24px">
<h1 style="font-size:20px">${esc(pathname)} belongs to the ${esc(other)} app</h1>
<p>This dev server runs <b>${esc(app)}</b> only. Start the other one with</p>
<pre style="background:#f4f4f4;padding:12px">npm run dev -- ${esc(other)}</pre>
<p>(on another port: <code>PORT=4201 DEV_API_PORT=4301 VITE_PORT=5174 npm run dev -- ${esc(other)}</code>),
or every app built as in production with <code>npm start</code>.</p>`);
}

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  if (pathname.startsWith('/api/') || pathname.startsWith('/__dev/')) return forward(req, res, apiPort);
  if (pathname.startsWith(base)) return forward(req, res, vitePort);
  if (ownerOf(pathname) !== app) return notHere(res, ownerOf(pathname), pathname);
  // A page of this app: Vite's transformed index.html (with its HMR client), at the address asked.
  req.headers.accept = 'text/html';
  return forward(req, res, vitePort, `${base}index.html`);
});
// Hot reload's WebSocket goes to Vite under the asset base.
server.on('upgrade', (req, socket, head) => {
  const up = net.connect(vitePort, '127.0.0.1', () => {
    up.write(
      `${req.method} ${req.url} HTTP/1.1\r\n${Object.entries(req.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
    if (head.length) up.write(head);
    up.pipe(socket).pipe(up);
  });
  up.on('error', () => socket.destroy());
  socket.on('error', () => up.destroy());
});
server.listen(port, () =>
  console.log(
    `dev: ${app} with hot reload on http://localhost:${port}${app === 'public' ? '/' : `/${prefixesOf(app)[0]}/`} (API on ${apiPort}, Vite on ${vitePort})`,
  ),
);
