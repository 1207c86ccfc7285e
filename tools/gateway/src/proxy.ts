import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_NO_STORE } from './headers';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
export const PROXY_TIMEOUT_MS = 65_000;
// A pooled connection the upstream has just closed fails like this before any answer arrives.
const RETRYABLE = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED']);
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * Whether a request target may be forwarded: origin-form only. `//host/...` and `/\host/...` would
 * be read as another authority by URL parsing, and absolute-form targets name a host outright.
 */
export const isOriginForm = (url: string | undefined): url is string => !!url && /^\/(?![/\\])/.test(url);

/**
 * An answer given while the client is still uploading (the upstream refused the body, or failed)
 * ends the connection: the rest of the body is never read, so the connection cannot carry another request.
 */
function closeIfUploading(req: IncomingMessage, res: ServerResponse): void {
  if (!req.complete) res.setHeader('Connection', 'close');
}

function envelope(req: IncomingMessage, res: ServerResponse, status: number, msg: string): void {
  if (res.headersSent) return void res.destroy();
  closeIfUploading(req, res);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_NO_STORE);
  res.writeHead(status);
  res.end(JSON.stringify({ state: 0, code: status, msg, data: null }));
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Streams an API request to the upstream; answers in the product's envelope when it cannot. */
export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  onDone: (status: number) => void,
): void {
  if (!isOriginForm(req.url)) return envelope(req, res, 400, 'Bad request');
  // Only the path and query travel: the host always comes from configuration.
  const origin = new URL(upstream);
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const tls = origin.protocol === 'https:';
  // A bodyless GET/HEAD can be sent again as is; anything else may already have had an effect.
  const retryable = (req.method === 'GET' || req.method === 'HEAD') && !hasBody(req);
  const options: http.RequestOptions = {
    protocol: origin.protocol,
    hostname: origin.hostname.replace(/^\[|\]$/g, ''),
    port: origin.port || (tls ? 443 : 80),
    path: req.url,
    method: req.method,
    headers,
    timeout: PROXY_TIMEOUT_MS,
    agent: tls ? agents.https : agents.http,
  };

  let clientGone = false;
  let current: http.ClientRequest | undefined;
  // A client that hangs up early frees the upstream request too.
  res.on('close', () => {
    clientGone = !res.writableFinished;
    if (clientGone) current?.destroy();
  });

  const attempt = (retriesLeft: number) => {
    let answered = false;
    const up = (tls ? https : http).request(options, (upRes) => {
      answered = true;
      for (const [k, v] of Object.entries(upRes.headers))
        if (v !== undefined && !HOP_BY_HOP.has(k)) res.setHeader(k, v);
      res.setHeader('Cache-Control', CACHE_NO_STORE);
      closeIfUploading(req, res);
      res.writeHead(upRes.statusCode ?? 502);
      upRes.pipe(res);
      upRes.on('end', () => onDone(upRes.statusCode ?? 502));
      // An answer cut short must not look complete to the client.
      upRes.on('close', () => !upRes.complete && res.destroy());
    });
    current = up;
    up.on('timeout', () => up.destroy(new Error('timeout')));
    up.on('error', (e: NodeJS.ErrnoException) => {
      // A socket that failed once is never handed to the next request.
      up.socket?.destroy();
      // The upstream answered (e.g. 413) and hung up while the body was still uploading: the answer
      // stands, and its own stream reports whether it arrived whole.
      if (answered || clientGone) return;
      if (retriesLeft > 0 && retryable && (RETRYABLE.has(e.code ?? '') || e.message === 'socket hang up'))
        return attempt(retriesLeft - 1);
      const timedOut = e.message === 'timeout';
      envelope(req, res, timedOut ? 504 : 502, timedOut ? '服务响应超时' : '网关无法连接到服务');
      onDone(timedOut ? 504 : 502);
    });
    if (retryable) {
      req.resume();
      up.end();
    } else req.pipe(up);
  };
  attempt(1);
}
