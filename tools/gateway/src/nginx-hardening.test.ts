import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConfig } from './nginx';
import { haveNginx, startNginx } from './nginx-harness';
import { fakeDist, fakeUpstream, get, PRE_SOURCE, rawBytes } from './test-fixtures';

const conf = (brotli?: boolean) =>
  nginxConfig({ distDir: '/srv/apps', apiUpstream: 'http://api:4300', listen: 80, brotli });

describe('nginx config options', () => {
  it('offers the build’s .br copies only when told the brotli module is there', () => {
    expect(conf()).toContain('gzip_static on;');
    expect(conf()).not.toContain('brotli');
    expect(conf(true)).toContain('brotli_static on;');
  });
});

describe.skipIf(!haveNginx)('nginx hardening (real nginx)', () => {
  let base = '';
  let dist = '';
  let nginx: { base: string; stop: () => void };
  let upstream: { url: string; close: () => void };

  beforeAll(async () => {
    upstream = await fakeUpstream();
    dist = fakeDist();
    nginx = await startNginx({ distDir: dist, apiUpstream: upstream.url });
    base = nginx.base;
  });
  afterAll(() => {
    nginx?.stop();
    upstream?.close();
  });

  it('passes the AUTHORIZE_TOKEN header to the API', async () => {
    const r = await get(base + '/api/me', { headers: { AUTHORIZE_TOKEN: 'tok-123' } });
    expect(JSON.parse(r.body).data.token).toBe('tok-123');
  });

  it.each(['/static/onmat/index.html', '/static/onmat/'])('never caches %s for good', async (p) => {
    const r = await get(base + p);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin');
  });

  it.each([
    '/static/onmat/assets/gone-abc12345.js',
    '/static/onmat/assets/gone.css',
    '/static/onmat/gone.html',
  ])('answers a missing asset (%s) with a plain-text 404', async (p) => {
    const r = await get(base + p);
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(r.headers.get('cache-control')).not.toContain('immutable');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.body).not.toContain('APP-');
  });

  it.each(['/static/onmat/assets/index-abc12345.js.map', '/static/onmat/assets/gone-abc12345.js.map'])(
    'never serves a source map: %s',
    async (p) => {
      const r = await get(base + p);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(r.body).not.toContain('secret.ts');
    },
  );

  it('serves the build’s precompressed gzip bytes, and never brotli without the module', async () => {
    const url = base + '/static/onmat/assets/pre-abc12345.js';
    const gz = await rawBytes(url, { 'accept-encoding': 'br, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toBe('Accept-Encoding');
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(gz.body.equals(readFileSync(path.join(dist, 'onmat/assets/pre-abc12345.js.gz')))).toBe(true);
    const br = await rawBytes(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body.toString()).toBe(PRE_SOURCE);
  });

  it('sends strict-origin on pages and the not-found page, not on assets or the API', async () => {
    for (const p of ['/onmat/store?token=x', '/', '/nothing/here?token=x'])
      expect((await get(base + p)).headers.get('referrer-policy')).toBe('strict-origin');
    for (const p of ['/static/onmat/assets/index-abc12345.js', '/api/x'])
      expect((await get(base + p)).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
