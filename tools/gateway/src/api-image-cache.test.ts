import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveNginx, startNginx } from './nginx-harness';
import { createGateway } from './server';
import { fakeDist, get, listen } from './test-fixtures';

// An API that marks its images cacheable, as the stand-in does (image-headers.ts there); the rest
// (data, a missing image) says nothing or no-store.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
function imageApi(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/shop/images/')) res.setHeader('Cache-Control', IMMUTABLE);
    else if (req.url === `/api/uploads/${'a'.repeat(32)}`) {
      res.setHeader('Cache-Control', DAY);
      res.setHeader('ETag', '"abc"');
    } else res.setHeader('Cache-Control', 'no-store');
    res.end('x');
  });
  return listen(server).then((url) => ({ url, close: () => server.close() }));
}

const cases = (base: () => string) => {
  it('keeps the cache lifetime the API gives its images', async () => {
    expect((await get(`${base()}/api/shop/images/mat-7a9cc6-0.svg`)).headers.get('cache-control')).toBe(
      IMMUTABLE,
    );
    const up = await get(`${base()}/api/uploads/${'a'.repeat(32)}`);
    expect(up.headers.get('cache-control')).toBe(DAY);
    expect(up.headers.get('etag')).toBe('"abc"');
  });

  it('stores nothing else', async () => {
    expect((await get(`${base()}/api/catalog/courses`)).headers.get('cache-control')).toBe('no-store');
    expect((await get(`${base()}/api/uploads/${'b'.repeat(32)}`)).headers.get('cache-control')).toBe(
      'no-store',
    );
  });
};

let api: { url: string; close: () => void };
beforeAll(async () => {
  api = await imageApi();
});
afterAll(() => api.close());

describe('Node gateway: API image caching', () => {
  let base = '';
  let gateway: http.Server;
  beforeAll(async () => {
    gateway = createGateway({ distDir: fakeDist(), apiUpstream: api.url, log: () => {} });
    base = await listen(gateway);
  });
  afterAll(() => gateway.close());
  cases(() => base);
});

describe.skipIf(!haveNginx)('nginx: API image caching', () => {
  let nginx: { base: string; stop: () => void };
  beforeAll(async () => {
    nginx = await startNginx({ distDir: fakeDist(), apiUpstream: api.url });
  });
  afterAll(() => nginx?.stop());
  cases(() => nginx.base);
});
