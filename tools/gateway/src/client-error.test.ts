import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type http from 'node:http';
import net from 'node:net';
import { createGateway } from './server';
import { fakeDist, listen } from './test-fixtures';

let gateway: http.Server;
let port = 0;

beforeAll(async () => {
  gateway = createGateway({ distDir: fakeDist(), apiUpstream: 'http://127.0.0.1:9', log: () => {} });
  port = Number(new URL(await listen(gateway)).port);
});
afterAll(() => gateway.close());

/** Sends raw bytes and reads until the gateway closes the connection. */
function raw(bytes: string): Promise<{ status: number; head: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (c) => (data += c));
    socket.on('error', reject);
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1]),
        head: data.split('\r\n\r\n')[0]!,
        closed: false,
      });
    });
    socket.on('end', () => {
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1]),
        head: data.split('\r\n\r\n')[0]!,
        closed: true,
      });
    });
  });
}

describe('requests Node refuses before any handler', () => {
  it.each([
    ['oversized headers', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a malformed request line', 'NOT A REQUEST\r\n\r\n', 400],
    ['a bad header', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400],
    ['no Host on HTTP/1.1', 'GET / HTTP/1.1\r\n\r\n', 400],
  ])('answers %s with the security headers and closes', async (_what, bytes, status) => {
    const r = await raw(bytes);
    expect(r.status).toBe(status);
    expect(r.head).toMatch(/^content-security-policy: .*object-src 'none'/im);
    expect(r.head).toMatch(/^x-content-type-options: nosniff/im);
    expect(r.head).toMatch(/^x-frame-options: SAMEORIGIN/im);
    expect(r.head).toMatch(/^connection: close/im);
    expect(r.closed).toBe(true);
  });

  it('still serves HTTP/1.0 without Host', async () => {
    const r = await raw('GET / HTTP/1.0\r\n\r\n');
    expect(r.status).toBe(200);
  });
});
