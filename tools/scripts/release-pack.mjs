// Packs a built app into a reproducible release: a tar.gz whose bytes depend only on the files'
// contents and the commit time (fixed order, mtimes, owners and gzip header), and a manifest that
// lists every file with its digest and the Cache-Control it must be served with.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Same rule as the gateway (tools/gateway/src/static-files.ts): Vite's `[name]-[hash].[ext]`. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NO_CACHE = 'no-cache';

/** Every file under `dir`, relative with forward slashes, in byte order (not the locale's). */
export function listFiles(dir, sub = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return sub ? out : out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A precompressed copy is cached like the file it copies, and says how it is encoded. */
export function servePolicy(rel) {
  const encoding = /\.br$/.test(rel) ? 'br' : /\.gz$/.test(rel) ? 'gzip' : undefined;
  const original = encoding ? rel.replace(/\.(br|gz)$/, '') : rel;
  const name = path.posix.basename(original);
  // HTML is the one entry point a new release replaces: always revalidated. Vite's output in assets/
  // has its content hash in the name, so it is cached for a year; public files copied as they are
  // (apple-touch-icon.png, the web manifest) keep their names across releases and are revalidated.
  const hashed = original.startsWith('assets/') && HASHED.test(name) && !/\.html$/.test(name);
  const cacheControl = hashed ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
  return encoding ? { cacheControl, contentEncoding: encoding } : { cacheControl };
}

/** The manifest of `files` under `dir`; `meta` is app, version, commit, buildTime, assetBase. */
export function buildManifest(dir, files, meta) {
  return {
    ...meta,
    files: files.map((rel) => {
      const body = readFileSync(path.join(dir, rel));
      return {
        path: rel,
        size: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        ...servePolicy(rel),
      };
    }),
  };
}

function octal(n, width) {
  return n.toString(8).padStart(width - 1, '0') + '\0';
}

/** A ustar header: long paths split into prefix/name at a slash, as POSIX tar does. */
function header(rel, size, mtime) {
  const h = Buffer.alloc(512);
  let name = rel;
  let prefix = '';
  if (Buffer.byteLength(rel) > 100) {
    const cut = rel.lastIndexOf('/', 155);
    if (cut < 0 || Buffer.byteLength(rel.slice(cut + 1)) > 100)
      throw new Error(`Path too long for a tar archive: ${rel}`);
    prefix = rel.slice(0, cut);
    name = rel.slice(cut + 1);
  }
  h.write(name, 0, 100);
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(mtime, 12), 136);
  h.write('        ', 148);
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/**
 * `files` of `dir` (plus in-memory `extra` entries, e.g. the manifest) as a gzipped tar. Every entry
 * carries `mtime` (seconds), owner 0 and mode 644; Node's gzip header has no time or name.
 */
export function tarGz(dir, files, mtime, extra = {}) {
  const entries = [
    ...files.map((rel) => [rel, readFileSync(path.join(dir, rel))]),
    ...Object.entries(extra).map(([rel, body]) => [rel, Buffer.from(body)]),
  ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parts = [];
  for (const [rel, body] of entries) {
    parts.push(header(rel, body.length, mtime), body);
    const pad = (512 - (body.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

/**
 * Adds version.json to the build, then writes `<app>-<version>.tar.gz` (the files, manifest.json inside), `manifest.json` beside it and the
 * hidden source maps in their own archive (for the error reporter's symbolication, never served)
 * into `outDir`. Returns the manifest.
 */
export function writeRelease(buildDir, outDir, meta) {
  // What a long-open tab asks to learn that a newer release is live (libs/app-shell/src/new-release.ts).
  writeFileSync(
    path.join(buildDir, 'version.json'),
    `${JSON.stringify({ version: meta.version, commit: meta.commit })}\n`,
  );
  const all = listFiles(buildDir);
  const served = all.filter((f) => !f.endsWith('.map'));
  const maps = all.filter((f) => f.endsWith('.map'));
  const manifest = buildManifest(buildDir, served, meta);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const mtime = Math.floor(Date.parse(meta.buildTime) / 1000);
  const base = `${meta.app}-${meta.version}`;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, `${base}.tar.gz`),
    tarGz(buildDir, served, mtime, { 'manifest.json': json }),
  );
  writeFileSync(path.join(outDir, 'manifest.json'), json);
  if (maps.length)
    writeFileSync(path.join(outDir, `${base}-sourcemaps.tar.gz`), tarGz(buildDir, maps, mtime));
  return manifest;
}
