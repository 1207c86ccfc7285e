import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE } from './headers';
import { compressible, contentType } from './mime';

const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
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

/** Sends a file with its type, caching rule and, for text, gzip when the client takes it. */
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
  const gzip = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    const st = statSync(file);
    const key = `${file}:${st.mtimeMs}:${st.size}`;
    let body = gzCache.get(key);
    if (!body) {
      body = gzipSync(readFileSync(file));
      gzCache.set(key, body);
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(opts.status ?? 200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.setHeader('Content-Length', statSync(file).size);
  res.writeHead(opts.status ?? 200);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export const exists = existsSync;
