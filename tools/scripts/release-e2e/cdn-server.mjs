// A stand-in for the CDN of a release with a cross-origin ASSET_BASE: serves <dir>/<app>/ under
// /static/<app>/ on its own port, only the files its manifest.json lists, each with the manifest's
// Cache-Control (and Content-Encoding for a .br/.gz copy, when the client takes it), and with CORS
// (`Access-Control-Allow-Origin`), which module scripts, fonts and integrity checks need across origins.
// A second port answers as a "third origin" (`/x.js`), which the gateway's CSP must refuse.
//   CDN_DIR=<dir> CDN_PORT=4480 THIRD_PORT=4481 node tools/scripts/release-e2e/cdn-server.mjs
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = path.resolve(process.env.CDN_DIR ?? 'tmp/cdn-e2e/dist');
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** app -> path -> the manifest's entry of that file. */
const manifests = new Map();
for (const app of readdirSync(dir)) {
  try {
    const m = JSON.parse(readFileSync(path.join(dir, app, 'manifest.json'), 'utf8'));
    manifests.set(app, new Map(m.files.map((f) => [f.path, f])));
  } catch {
    // A folder without a manifest is not a release: nothing of it is served.
  }
}

function serve(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Vary', 'Accept-Encoding');
  const m = /^\/static\/([^/]+)\/(.+)$/.exec(new URL(req.url ?? '/', 'http://cdn').pathname);
  const files = m && manifests.get(m[1]);
  const entry = files?.get(m[2]);
  if (!entry || entry.contentEncoding || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'Cache-Control': 'no-store' });
    return res.end();
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const copy = ['br', 'gz']
    .map((ext) => files.get(`${entry.path}.${ext}`))
    .find((c) => c && accepts.includes(c.contentEncoding));
  const served = copy ?? entry;
  const body = readFileSync(path.join(dir, m[1], served.path));
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(entry.path)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': served.cacheControl,
    ...(copy ? { 'Content-Encoding': copy.contentEncoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const port = Number(process.env.CDN_PORT ?? 4480);
http.createServer(serve).listen(port, '127.0.0.1', () => console.log(`CDN stand-in on ${port}`));

const third = Number(process.env.THIRD_PORT ?? port + 1);
http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' });
    res.end('window.__thirdOrigin = true;');
  })
  .listen(third, '127.0.0.1');
