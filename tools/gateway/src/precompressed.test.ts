import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createGateway } from './server';
import { acceptedCodings } from './static-files';
import { fakeDist, get, listen, PRE_SOURCE, rawBytes } from './test-fixtures';

let base = '';
let dist = '';
let gateway: http.Server;

beforeAll(async () => {
  dist = fakeDist();
  gateway = createGateway({ distDir: dist, apiUpstream: 'http://127.0.0.1:9', log: () => {} });
  base = await listen(gateway);
});
afterAll(() => gateway.close());

const PRE = '/static/onmat/assets/pre-abc12345.js';
const file = (ext: string) => readFileSync(path.join(dist, 'onmat/assets/pre-abc12345.js' + ext));

describe('precompressed assets', () => {
  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['deflate', undefined, ''],
    ['', undefined, ''],
  ])('Accept-Encoding "%s" gets %s, the build’s own bytes', async (accept, coding, ext) => {
    const r = await rawBytes(base + PRE, accept ? { 'accept-encoding': accept } : {});
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe(coding);
    expect(r.headers['content-type']).toContain('text/javascript');
    expect(r.headers['vary']).toBe('Accept-Encoding');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.body.equals(file(ext))).toBe(true);
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    const decoded =
      coding === 'br' ? brotliDecompressSync(r.body) : coding === 'gzip' ? gunzipSync(r.body) : r.body;
    expect(decoded.toString()).toBe(PRE_SOURCE);
  });

  it('compresses on the fly when the build left no copy', async () => {
    const r = await rawBytes(base + '/static/onmat/assets/index-abc12345.js', {
      'accept-encoding': 'br, gzip',
    });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toContain('console.log("onmat")');
  });

  it('parses Accept-Encoding with q-values', () => {
    expect([...acceptedCodings('gzip;q=0.5, br;q=0, identity')]).toEqual(['gzip', 'identity']);
    expect([...acceptedCodings(undefined)]).toEqual([]);
  });
});

describe('source maps', () => {
  it.each(['/static/onmat/assets/index-abc12345.js.map', '/static/onmat/assets/missing-abc12345.js.map'])(
    'are never served: %s',
    async (p) => {
      const r = await get(base + p);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toContain('text/plain');
      expect(r.body).not.toContain('secret.ts');
    },
  );
});

describe('Referrer-Policy', () => {
  it.each(['/onmat/store?token=abc', '/nothing/here?token=abc', '/'])(
    'is strict-origin on the page %s',
    async (p) => {
      const r = await get(base + p);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin');
    },
  );

  it('stays strict-origin-when-cross-origin on assets and errors', async () => {
    for (const p of [PRE, '/static/onmat/x', '/api/x']) {
      expect((await get(base + p)).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
