import { describe, expect, it } from 'vitest';
import { assetOriginOf, securityHeaders } from './headers';
import { nginxConfig } from './nginx';
import { gatewayFromEnv } from './server';

const csp = (origin?: string) =>
  Object.fromEntries(
    securityHeaders(['https://api.example.com'], origin)
      ['Content-Security-Policy']!.split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  ) as Record<string, string[]>;

describe('the CSP with assets on a CDN origin', () => {
  it('allows scripts, styles, images, fonts, the manifest and fetches from that origin', () => {
    const p = csp('https://cdn.example.com');
    for (const d of ['script-src', 'style-src', 'img-src', 'font-src', 'manifest-src', 'connect-src'])
      expect(p[d], d).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com']));
    expect(p['connect-src']).toContain('https://api.example.com');
    // Still no other script: no wildcard, no scheme source, no unsafe-inline for scripts.
    expect(p['script-src']).not.toContain('https:');
    expect(p['script-src']).not.toContain("'unsafe-inline'");
    expect(p['default-src']).toEqual(["'self'"]);
  });

  it('is the same-origin policy of before without one', () => {
    const p = csp();
    expect(p['script-src']!.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(p['font-src']).toEqual(["'self'", 'data:']);
    expect(p['manifest-src']).toBeUndefined();
    expect(p['connect-src']).toEqual(["'self'", 'https://api.example.com']);
  });
});

describe('assetOriginOf', () => {
  it('takes ASSET_ORIGIN, else the origin of an absolute ASSET_BASE', () => {
    expect(assetOriginOf('https://cdn.example.com', undefined)).toBe('https://cdn.example.com');
    expect(assetOriginOf(undefined, 'http://127.0.0.1:4471/static/onmat/')).toBe('http://127.0.0.1:4471');
    expect(assetOriginOf('https://a.example.com/', 'https://b.example.com/x/')).toBe('https://a.example.com');
  });

  it('is same origin for a path base or a value that could smuggle another directive', () => {
    expect(assetOriginOf(undefined, '/static/onmat/')).toBeUndefined();
    expect(assetOriginOf("https://cdn.example.com; script-src 'unsafe-inline'", undefined)).toBeUndefined();
    expect(assetOriginOf(undefined, undefined)).toBeUndefined();
  });

  it('reaches the gateway from its environment', () => {
    const env = { ASSET_BASE: 'https://cdn.example.com/static/onmat/' };
    expect(gatewayFromEnv(env, '/w').options.assetOrigin).toBe('https://cdn.example.com');
    expect(gatewayFromEnv({}, '/w').options.assetOrigin).toBeUndefined();
  });
});

it('the generated nginx config sends the same policy', () => {
  const conf = nginxConfig({
    distDir: '/srv/apps',
    apiUpstream: 'http://api',
    listen: 80,
    assetOrigin: 'https://cdn.example.com',
  });
  expect(conf).toContain("script-src 'self' https://cdn.example.com 'sha256-");
  expect(conf).toContain("font-src 'self' https://cdn.example.com data:");
});
