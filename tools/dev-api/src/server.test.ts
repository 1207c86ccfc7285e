import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { devApi } from './test-helpers';

describe('over a real socket', () => {
  it('closes the connection after a 413 instead of keeping it alive mid-body', async () => {
    const server = serve({ fetch: devApi().app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const req = request({
          port,
          method: 'POST',
          path: '/api/echo',
          headers: { 'content-type': 'application/json' },
        });
        req.on('response', (r) => {
          let body = '';
          r.on('data', (d) => (body += d));
          r.on('end', () => resolve({ status: r.statusCode, connection: r.headers.connection, body }));
        });
        req.on('error', reject);
        req.end('"' + 'x'.repeat(1024 * 1024 + 10) + '"'); // chunked: the limit is found while reading
      },
    );
    await new Promise((r) => server.close(r));
    expect(res.status).toBe(413);
    expect(res.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ state: 0, code: 413 });
  });
});
