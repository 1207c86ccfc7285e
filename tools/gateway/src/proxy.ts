import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_NO_STORE } from './headers';

const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host',
]);
export const PROXY_TIMEOUT_MS = 65_000;

function envelope(res: ServerResponse, status: number, msg: string): void {
  if (res.headersSent) return void res.destroy();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_NO_STORE);
  res.writeHead(status);
  res.end(JSON.stringify({ state: 0, code: status, msg, data: null }));
}

/** Streams an API request to the upstream; answers in the product's envelope when it cannot. */
export function proxy(req: IncomingMessage, res: ServerResponse, upstream: string, onDone: (status: number) => void): void {
  const target = new URL(req.url ?? '/', upstream);
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const client = target.protocol === 'https:' ? https : http;
  const up = client.request(target, { method: req.method, headers, timeout: PROXY_TIMEOUT_MS }, (upRes) => {
    for (const [k, v] of Object.entries(upRes.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) res.setHeader(k, v);
    res.setHeader('Cache-Control', CACHE_NO_STORE);
    res.writeHead(upRes.statusCode ?? 502);
    upRes.pipe(res);
    upRes.on('end', () => onDone(upRes.statusCode ?? 502));
  });
  up.on('timeout', () => up.destroy(new Error('timeout')));
  up.on('error', (e) => {
    const timedOut = e.message === 'timeout';
    envelope(res, timedOut ? 504 : 502, timedOut ? '服务响应超时' : '网关无法连接到服务');
    onDone(timedOut ? 504 : 502);
  });
  req.pipe(up);
}
