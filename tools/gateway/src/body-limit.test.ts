import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { MAX_BODY_BYTES } from './body-limit';
import { createGateway } from './server';
import { fakeDist, listen } from './test-fixtures';

/** An upstream that records what reached it and the forwarding headers it was given. */
function recordingUpstream() {
  const hits: { url: string; size: number; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => (size += c.length));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', size, headers: req.headers });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ state: 1, code: 200, msg: '', data: { size } }));
    });
  });
  return listen(server).then((url) => ({ url, hits, close: () => server.close() }));
}

/** A POST sent as the test says: whole with Content-Length, or in 64 KB chunks (chunked encoding). */
function post(
  base: string,
  path: string,
  bytes: number,
  chunked: boolean,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(bytes) }),
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x78);
    for (let sent = 0; sent < bytes; sent += chunk.length)
      req.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
    req.end();
  });
}

describe('the gateway refuses oversize bodies itself', () => {
  let base = '';
  let gateway: http.Server;
  let api: Awaited<ReturnType<typeof recordingUpstream>>;
  beforeAll(async () => {
    api = await recordingUpstream();
    gateway = createGateway({ distDir: fakeDist(), apiUpstream: api.url, log: () => {} });
    base = await listen(gateway);
  });
  afterAll(() => {
    gateway.close();
    api.close();
  });

  it.each([false, true])(
    'answers 413 to 20 of 20 bodies over 1 MB (chunked: %s), proxying none',
    async (chunked) => {
      for (let i = 0; i < 20; i++) {
        const r = await post(base, '/api/echo', MAX_BODY_BYTES + 100_000, chunked);
        expect(r.status, `try ${i}`).toBe(413);
        expect(JSON.parse(r.body)).toMatchObject({ state: 0, code: 413 });
      }
      expect(api.hits).toEqual([]);
    },
  );

  it('still forwards a body within the limit whole, chunked or not, and a larger image upload', async () => {
    expect((await post(base, '/api/echo', MAX_BODY_BYTES, false)).status).toBe(200);
    expect((await post(base, '/api/echo', 300_000, true)).status).toBe(200);
    expect((await post(base, '/api/uploads', 2 * MAX_BODY_BYTES, true)).status).toBe(200);
    expect(api.hits.map((h) => h.size)).toEqual([MAX_BODY_BYTES, 300_000, 2 * MAX_BODY_BYTES]);
  });

  it.each([
    '/api/coach-account/invoice-files',
    '/api/coach-answers/files',
    '/api/coach-answers/student/files',
  ])('forwards a 5 MB file to %s, as the API and the screens allow', async (path) => {
    api.hits.length = 0;
    const r = await post(base, path, 5 * 1024 * 1024 + 1024, false, {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect(r.status).toBe(200);
    expect(api.hits.map((h) => h.size)).toEqual([5 * 1024 * 1024 + 1024]);
  });

  it('forwards no client-chosen host or address: X-Forwarded-Host is never sent', async () => {
    api.hits.length = 0;
    await post(base, '/api/echo', 2, false, {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-For': '203.0.113.99',
      Forwarded: 'host=evil.example',
    });
    const seen = api.hits[0]!.headers;
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.host).not.toBe('evil.example');
  });
});
