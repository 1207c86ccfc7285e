import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { appNames } from '@yoga/platform';

export const PRE_SOURCE = `export const precompressed = ${JSON.stringify('text '.repeat(200))};`;

/**
 * A fake dist: each app's index.html names the app; one hashed asset each, one hashed asset with
 * the .br/.gz copies a build writes (gzip at level 9, so not what on-the-fly level 6 gives), and a
 * source map.
 */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-dist-'));
  for (const app of appNames) {
    mkdirSync(path.join(dir, app, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, app, 'index.html'), `<!doctype html><title>APP-${app}</title>`);
    writeFileSync(
      path.join(dir, app, 'assets', 'index-abc12345.js'),
      `console.log(${JSON.stringify(app)});`.repeat(50),
    );
    const pre = path.join(dir, app, 'assets', 'pre-abc12345.js');
    writeFileSync(pre, PRE_SOURCE);
    writeFileSync(pre + '.br', brotliCompressSync(PRE_SOURCE));
    writeFileSync(pre + '.gz', gzipSync(PRE_SOURCE, { level: 9 }));
    writeFileSync(
      path.join(dir, app, 'assets', 'index-abc12345.js.map'),
      '{"version":3,"sources":["secret.ts"]}',
    );
  }
  writeFileSync(path.join(dir, 'secret.txt'), 'outside any app');
  return dir;
}

/** An upstream that echoes what it got. */
export function fakeUpstream(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          state: 1,
          code: 200,
          msg: '',
          data: {
            method: req.method,
            url: req.url,
            body,
            fwd: req.headers['x-forwarded-host'],
            token: req.headers['authorize_token'],
          },
        }),
      );
    });
  });
  return listen(server).then((url) => ({ url, close: () => server.close() }));
}

export function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

export async function get(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** A GET whose path is sent exactly as written (fetch would normalise `..` away). */
export function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET that keeps the body as sent (fetch would decode Content-Encoding). */
export function rawBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
}
