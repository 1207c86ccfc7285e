import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type http from 'node:http';
import { createGateway } from './server';
import { fakeDist, fakeUpstream, get, listen, rawGet } from './test-fixtures';

let base = '';
let gateway: http.Server;
let upstream: { url: string; close: () => void };
const lines: string[] = [];

beforeAll(async () => {
  upstream = await fakeUpstream();
  gateway = createGateway({ distDir: fakeDist(), apiUpstream: upstream.url, log: (l) => lines.push(l) });
  base = await listen(gateway);
});
afterAll(() => {
  gateway.close();
  upstream.close();
});

const title = (body: string) => /APP-(\w+)/.exec(body)?.[1];

describe('gateway pages', () => {
  it.each([
    ['/onmat/store', 'onmat'],
    ['/onmat/teacher/x/y', 'onmat'],
    ['/cc', 'onmat'],
    ['/teacher/x', 'suman'],
    ['/suman', 'suman'],
    ['/phala/teacher/faq', 'phala'],
    ['/mc/sign_complete/1', 'slim'],
    ['/slim/home', 'slim'],
    ['/bay/x', 'bay'],
    ['/beaticam/film_list', 'beaticam'],
    ['/cycling/equipment', 'cycling'],
    ['/public/page', 'public'],
    ['/device_info', 'public'],
    ['/', 'public'],
  ])('%s is served by %s with no-cache', async (p, app) => {
    const r = await get(base + p);
    expect(r.status).toBe(200);
    expect(title(r.body)).toBe(app);
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers paths no app serves with the public app and a 404', async () => {
    const r = await get(base + '/nothing/here');
    expect(r.status).toBe(404);
    expect(title(r.body)).toBe('public');
  });

  it('refuses other methods on pages', async () => {
    expect((await get(base + '/onmat/store', { method: 'POST' })).status).toBe(405);
  });
});

describe('gateway assets', () => {
  it('serves hashed assets as immutable, gzipped when accepted', async () => {
    const r = await fetch(base + '/static/phala/assets/index-abc12345.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('immutable');
    expect(r.headers.get('content-type')).toContain('text/javascript');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(await r.text()).toContain('"phala"');
  });

  it.each([
    '/static/onmat/assets/missing-abc12345.js',
    '/static/nope/assets/index-abc12345.js',
    '/static/onmat/../../secret.txt',
    '/static/onmat/%2e%2e/%2e%2e/secret.txt',
    '/static/onmat/..%2f..%2fsecret.txt',
    '/static/onmat/..%5c..%5csecret.txt',
    '/static/onmat/%00',
    '/static/onmat/index.html',
  ])('gives a plain 404 (never a page) for %s', async (p) => {
    const r = await rawGet(base, p);
    expect([400, 404]).toContain(r.status);
    expect(r.body).not.toContain('APP-');
    expect(r.body).not.toContain('outside any app');
  });
});

describe('gateway API proxy', () => {
  it('passes method, path, query and body, and forbids caching', async () => {
    const r = await get(base + '/api/x?y=1', { method: 'POST', body: '{"a":1}' });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data).toMatchObject({ method: 'POST', url: '/api/x?y=1', body: '{"a":1}' });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('answers 502 in the envelope when the upstream is down', async () => {
    const down = createGateway({ distDir: fakeDist(), apiUpstream: 'http://127.0.0.1:9', log: () => {} });
    const url = await listen(down);
    const r = await get(url + '/api/x');
    down.close();
    expect(r.status).toBe(502);
    expect(JSON.parse(r.body)).toMatchObject({ state: 0, code: 502 });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('gateway headers and log', () => {
  it('sends the security headers on pages, 404s and 405s', async () => {
    for (const [p, m] of [
      ['/onmat/store', 'GET'],
      ['/nothing', 'GET'],
      ['/static/onmat/x', 'GET'],
      ['/', 'DELETE'],
    ]) {
      const r = await get(base + p, { method: m });
      const csp = r.headers.get('content-security-policy')!;
      for (const d of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "connect-src 'self'",
      ])
        expect(csp).toContain(d);
      // Pages never send their (token-carrying) query in Referer; other answers may send paths.
      const page = r.headers.get('content-type')?.startsWith('text/html');
      expect(r.headers.get('referrer-policy')).toBe(
        page ? 'strict-origin' : 'strict-origin-when-cross-origin',
      );
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('permissions-policy')).toContain('microphone=(self)');
    }
  });

  it('logs paths without their query (queries can carry tokens)', async () => {
    await get(base + '/onmat/store?token=secret-token-123');
    expect(lines.join('\n')).toContain('GET /onmat/store 200');
    expect(lines.join('\n')).not.toContain('secret-token-123');
  });
});
