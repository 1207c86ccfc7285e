import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Source maps are not published (sourcemap: 'hidden'), so they need no compressed copies.
const TEXT = /\.(m?js|css|html|svg|json|webmanifest|txt)$/i;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir`, at the highest levels: done
 * once per build, so servers (the gateway, nginx's gzip_static/brotli_static) never compress per request.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    done.push(file);
  }
  return done;
}

/** Vite plugin: precompresses the whole output folder (bundle and copied public files) after a build. */
export function precompress(): Plugin {
  return {
    name: 'yoga:precompress',
    apply: 'build',
    // After every other plugin has written its files.
    enforce: 'post',
    writeBundle(options) {
      if (options.dir) precompressDir(options.dir);
    },
  };
}
