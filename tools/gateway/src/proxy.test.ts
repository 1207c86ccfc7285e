import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createGateway } from './server';
import { fakeDist, get, listen, rawGet } from './test-fixtures';

type Plan = 'ok' | 'reset' | 'refuse-early' | 'refuse-then-die';

/** An upstream that records requests; `plan` decides per request how it misbehaves. */
function trickyUpstream(plan: (req: http.IncomingMessage, n: number) => Plan) {
  const hits: string[] = [];
  const dying = new WeakSet<object>();
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const what = dying.has(req.socket) ? 'reset' : plan(req, hits.length);
    if (what === 'reset') return void req.socket.resetAndDestroy();
    if (what === 'refuse-early') {
      // Like the API's body limit: answer at once, then drop the connection mid-upload.
      res.writeHead(413, { 'Content-Type': 'application/json' });
      res.end('{"state":0,"code":413}');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    req.resume();
    req.on('end', () => {
      if (what === 'ok') return res.end(JSON.stringify({ state: 1, code: 200, data: { url: req.url } }));
      // Answered as if the connection stays open, but it is gone by the time it is used again.
      dying.add(req.socket);
      res.writeHead(413, { 'Content-Type': 'application/json' });
      res.end('{"state":0,"code":413}');
    });
  });
  return listen(server).then((url) => ({ url, hits, close: () => server.close() }));
}

describe('gateway is not an open proxy', () => {
  let base = '';
  let gateway: http.Server;
  let other: Awaited<ReturnType<typeof trickyUpstream>>;
  let api: Awaited<ReturnType<typeof trickyUpstream>>;

  beforeAll(async () => {
    other = await trickyUpstream(() => 'ok');
    api = await trickyUpstream(() => 'ok');
    gateway = createGateway({ distDir: fakeDist(), apiUpstream: api.url, log: () => {} });
    base = await listen(gateway);
  });
  afterAll(() => {
    gateway.close();
    other.close();
    api.close();
  });

  const host = () => new URL(other.url).host;

  it.each([
    () => `//${host()}/api/x`,
    () => `/\\${host()}/api/x`,
    () => `http://${host()}/api/y`,
    () => `${host()}/api/z`,
    () => '*',
  ])('refuses request target %# with 400 and reaches no other host', async (target) => {
    const r = await rawGet(base, target());
    expect(r.status).toBe(400);
    expect(other.hits).toEqual([]);
  });

  it('refuses a target that only turns absolute after the path prefix check', async () => {
    const r = await rawGet(base, `//${host()}/__dev/x`);
    expect(r.status).toBe(400);
    expect(other.hits).toEqual([]);
    expect(api.hits).toEqual([]);
  });

  it('still proxies ordinary paths, with their query, to the configured upstream only', async () => {
    const r = await get(base + '/api/ok?a=1');
    expect(JSON.parse(r.body).data.url).toBe('/api/ok?a=1');
    expect(api.hits).toEqual(['GET /api/ok?a=1']);
    expect(other.hits).toEqual([]);
  });
});

describe('gateway upstream connections', () => {
  it.each(['refuse-early', 'refuse-then-die'] as const)(
    'is not broken by an oversized body the upstream refused (%s)',
    async (how) => {
      const api = await trickyUpstream((req) => (req.method === 'POST' ? how : 'ok'));
      const gateway = createGateway({ distDir: fakeDist(), apiUpstream: api.url, log: () => {} });
      const base = await listen(gateway);
      const big = await fetch(base + '/api/upload', { method: 'POST', body: 'x'.repeat(1_100_000) });
      expect(big.status).toBe(413);
      for (let i = 0; i < 3; i++) {
        const r = await get(base + `/api/after${i}`, { signal: AbortSignal.timeout(3000) });
        expect(r.status).toBe(200);
      }
      gateway.close();
      api.close();
    },
  );

  it('retries a GET once when the upstream resets before answering', async () => {
    const api = await trickyUpstream((_req, n) => (n === 1 ? 'reset' : 'ok'));
    const gateway = createGateway({ distDir: fakeDist(), apiUpstream: api.url, log: () => {} });
    const base = await listen(gateway);
    const r = await get(base + '/api/flaky');
    expect(r.status).toBe(200);
    expect(api.hits).toEqual(['GET /api/flaky', 'GET /api/flaky']);
    gateway.close();
    api.close();
  });

  it('does not retry a POST, and answers 502 in the envelope', async () => {
    const api = await trickyUpstream(() => 'reset');
    const gateway = createGateway({ distDir: fakeDist(), apiUpstream: api.url, log: () => {} });
    const base = await listen(gateway);
    const r = await get(base + '/api/pay', { method: 'POST', body: '{}' });
    expect(r.status).toBe(502);
    expect(JSON.parse(r.body)).toMatchObject({ state: 0, code: 502 });
    expect(api.hits).toEqual(['POST /api/pay']);
    gateway.close();
    api.close();
  });
});
