import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitOf, readLimitedBody } from './body-limit';
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
  // Set by the gateway itself or not at all: a client must not name the host or its own address.
  'x-forwarded-host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'forwarded',
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

/**
 * Sends an API request to the upstream; answers in the product's envelope when it cannot. A body is
 * read whole first and refused with 413 past its limit (body-limit.ts), so it never races the upstream.
 */
export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  onDone: (status: number) => void,
): void {
  if (!isOriginForm(req.url)) return envelope(req, res, 400, 'Bad request');
  if (!hasBody(req)) return forward(req, res, upstream, onDone, null);
  const pathname = req.url.split('?')[0]!;
  void readLimitedBody(req, bodyLimitOf(req.method, pathname)).then((r) => {
    if ('gone' in r) return;
    if ('body' in r) return forward(req, res, upstream, onDone, r.body);
    // Not read to its end: the connection cannot carry another request.
    if (!r.drained) res.on('finish', () => req.socket.destroy());
    envelope(req, res, 413, '请求体过大');
    onDone(413);
  });
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  onDone: (status: number) => void,
  body: Buffer | null,
): void {
  // Only the path and query travel: the host always comes from configuration, and no header the
  // client sent names it (the API builds no link from Host or X-Forwarded-Host).
  const origin = new URL(upstream);
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  if (body) headers['content-length'] = String(body.length);
  const tls = origin.protocol === 'https:';
  // A bodyless GET/HEAD can be sent again as is; anything else may already have had an effect.
  const retryable = (req.method === 'GET' || req.method === 'HEAD') && !body;
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
      // Never stored, except what the API itself marks public (its images: a content-addressed
      // drawing for a year, an upload for a day with an ETag).
      const cache = upRes.headers['cache-control'];
      res.setHeader('Cache-Control', cache && /^public\b/.test(cache) ? cache : CACHE_NO_STORE);
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
    if (body) up.end(body);
    else {
      req.resume();
      up.end();
    }
  };
  attempt(1);
}
