import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMounts } from '@yoga/platform';
import { MAX_BODY_BYTES, UPLOAD_BODY_MAX, UPLOAD_PATHS } from './body-limit';
import { nginxConfig } from './nginx';
import { haveNginx, startNginx } from './nginx-harness';
import { fakeDist, fakeUpstream, get } from './test-fixtures';

describe('nginx config', () => {
  it('names every app asset base and every mount prefix from the registry', () => {
    const conf = nginxConfig({ distDir: '/srv/apps', apiUpstream: 'http://api:4300', listen: 80 });
    for (const m of appMounts) {
      expect(conf).toContain(`location = ${m.prefix} {`);
      expect(conf).toContain(`location ^~ ${m.prefix}/ {`);
    }
    expect(conf).toContain('location ^~ /static/onmat/ {');
    expect(conf).toContain('proxy_pass http://api:4300;');
    expect(conf).toContain("object-src 'none'");
  });

  it('proxies no development-only path of the stand-in (/__dev): a production config', () => {
    const conf = nginxConfig({ distDir: '/srv/apps', apiUpstream: 'https://api.example.com', listen: 80 });
    expect(conf).toContain('location ^~ /api/ {');
    expect(conf).not.toContain('__dev');
  });

  it('limits bodies as the Node gateway does and forwards no client-chosen host', () => {
    const conf = nginxConfig({ distDir: '/srv/apps', apiUpstream: 'http://api:4300', listen: 80 });
    const limits = [...conf.matchAll(/client_max_body_size (\d+);/g)].map((m) => Number(m[1]));
    expect(limits).toEqual([MAX_BODY_BYTES, ...UPLOAD_PATHS.map(() => UPLOAD_BODY_MAX)]);
    for (const p of UPLOAD_PATHS)
      expect(conf).toMatch(
        new RegExp(`location = ${p.replace(/\//g, '\\/')} \\{[^}]*client_max_body_size ${UPLOAD_BODY_MAX};`),
      );
    expect(UPLOAD_BODY_MAX).toBeGreaterThan(5 * 1024 * 1024);
    expect(conf).not.toContain('$host');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).toContain('proxy_set_header X-Forwarded-Host "";');
  });
});

describe.skipIf(!haveNginx)('nginx serving the built apps', () => {
  let base = '';
  let nginx: { base: string; stop: () => void };
  let upstream: { url: string; close: () => void };

  beforeAll(async () => {
    upstream = await fakeUpstream();
    nginx = await startNginx({ distDir: fakeDist(), apiUpstream: upstream.url });
    base = nginx.base;
  });
  afterAll(() => {
    nginx?.stop();
    upstream?.close();
  });

  it.each([
    ['/onmat/store', 'onmat'],
    ['/onmat/teacher/faq', 'onmat'],
    ['/cc', 'onmat'],
    ['/phala/teacher/x/y', 'phala'],
    ['/suman/open', 'suman'],
    ['/teacher/agreement', 'suman'],
    ['/slim/home', 'slim'],
    ['/mc/sign_complete/3', 'slim'],
    ['/bay/service', 'bay'],
    ['/beaticam/film_list', 'beaticam'],
    ['/cycling/equipment', 'cycling'],
    ['/public/page', 'public'],
    ['/', 'public'],
  ])('serves %s from %s', async (p, app) => {
    const r = await get(base + p);
    expect(r.status).toBe(200);
    expect(r.body).toContain(`APP-${app}`);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('serves the public not-found page with 404 for unknown paths', async () => {
    const r = await get(base + '/nothing/here');
    expect(r.status).toBe(404);
    expect(r.body).toContain('APP-public');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves assets immutable and a missing asset as a plain 404', async () => {
    const ok = await get(base + '/static/cycling/assets/index-abc12345.js');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('immutable');
    const missing = await get(base + '/static/cycling/assets/gone-abc12345.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('APP-');
  });

  it('refuses a body over 1 MB with 413 and sends the upstream no client-chosen host', async () => {
    const big = await fetch(base + '/api/echo', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(big.status).toBe(413);
    const r = await get(base + '/api/hello', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(JSON.parse(r.body).data.fwd).toBeUndefined();
  });

  it('proxies the API without caching', async () => {
    const r = await get(base + '/api/hello?x=1');
    expect(JSON.parse(r.body).data.url).toBe('/api/hello?x=1');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});
