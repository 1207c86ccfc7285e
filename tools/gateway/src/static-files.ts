import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, PAGE_REFERRER_POLICY } from './headers';
import { compressible, contentType } from './mime';

/** A file name with a content hash (Vite's `[name]-[hash].[ext]`): safe to cache for good. */
export const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const gzCache = new Map<string, Buffer>();

/**
 * Resolves `rest` inside `root`, or null when it tries to leave it. The raw and decoded forms are
 * both checked: `..`, backslashes and NUL never reach the file system.
 */
export function safeJoin(root: string, rest: string): string | null {
  if (/(^|[/\\])\.\.([/\\]|$)|\\|\0/.test(rest)) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + rest));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The codings the client accepts, per RFC 9110: `q=0` refuses one. */
export function acceptedCodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) out.add(name);
  }
  return out;
}

/** A copy the build compressed ahead of time (tools/vite/precompress.ts), best coding first. */
function precompressed(file: string, accepted: Set<string>): { path: string; coding: string } | null {
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (accepted.has(coding) && isFile(file + ext)) return { path: file + ext, coding };
  return null;
}

function gzipped(file: string): Buffer {
  const st = statSync(file);
  const key = `${file}:${st.mtimeMs}:${st.size}`;
  let body = gzCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzCache.set(key, body);
  }
  return body;
}

/** Sends a file with its type, caching rule and, for text, the best coding the client takes. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  opts: { status?: number; cache?: string } = {},
): void {
  const type = contentType(file);
  const cache = opts.cache ?? (HASHED.test(path.basename(file)) ? CACHE_IMMUTABLE : CACHE_NO_CACHE);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  res.setHeader('Vary', 'Accept-Encoding');
  if (type.startsWith('text/html')) res.setHeader('Referrer-Policy', PAGE_REFERRER_POLICY);
  const status = opts.status ?? 200;
  const accepted = compressible(type) ? acceptedCodings(req.headers['accept-encoding']) : new Set<string>();
  const pre = precompressed(file, accepted);
  if (pre) {
    res.setHeader('Content-Encoding', pre.coding);
    return stream(req, res, pre.path, status);
  }
  if (accepted.has('gzip')) {
    const body = gzipped(file);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  stream(req, res, file, status);
}

function stream(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  res.setHeader('Content-Length', statSync(file).size);
  res.writeHead(status);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export const exists = existsSync;
