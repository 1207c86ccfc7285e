import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** An asset base on another origin (a CDN), e.g. `https://cdn.example.com/static/onmat/`. */
export const isCrossOriginBase = (base: string): boolean => /^https?:\/\//i.test(base);

/** The `integrity` value of a file's bytes: sha384, as browsers and the SRI spec recommend. */
export const integrityOf = (body: string | Uint8Array): string =>
  `sha384-${createHash('sha384').update(body).digest('base64')}`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites one page for a cross-origin asset base:
 *  - the public files the page names by their same-origin path (`/static/<app>/favicon.svg`, the web
 *    manifest) come from the CDN too, so no asset is fetched from the gateway;
 *  - every script, module preload and stylesheet of the build gets `integrity`, so a CDN that serves
 *    other bytes than the release holds is refused by the browser (the tags carry `crossorigin`
 *    already, which SRI needs across origins).
 */
export function cdnPage(
  html: string,
  base: string,
  app: string,
  body: (file: string) => Uint8Array | undefined,
): string {
  const tag = new RegExp(`<(script|link)\\b([^>]*?)\\s(src|href)="${escape(base)}([^"]+)"([^>]*)>`, 'g');
  return html
    .replaceAll(`"/static/${app}/`, `"${base}`)
    .replace(tag, (whole, name: string, before: string, attr: string, file: string, after: string) => {
      const attrs = before + after;
      const kind = attr === 'src' ? 'script' : (/\brel="([^"]+)"/.exec(attrs)?.[1] ?? '');
      if (/\bintegrity=/.test(attrs) || !/^(script|modulepreload|stylesheet)$/.test(kind)) return whole;
      const bytes = body(file);
      if (bytes === undefined) return whole;
      const cors = /\bcrossorigin\b/.test(attrs) ? '' : ' crossorigin';
      return `<${name}${before} ${attr}="${base}${file}"${cors} integrity="${integrityOf(bytes)}"${after}>`;
    });
}

/** The built file's bytes, as written (later plugins still change chunks after generateBundle). */
const reader = (dir: string) => (file: string) => {
  const full = path.join(dir, file);
  return full.startsWith(dir + path.sep) && existsSync(full) ? readFileSync(full) : undefined;
};

/**
 * Vite plugin: with a cross-origin ASSET_BASE, every page of the build (index.html, login.html) gets
 * the CDN treatment of cdnPage once the files are written, and its precompressed copies are made
 * again. Same-origin builds are left as they are: the deploy-safety test rewrites chunk names inside
 * a built release, which integrity would (rightly) refuse.
 */
export function cdnAssets(): Plugin {
  let base = '/';
  let app = '';
  return {
    name: 'yoga:cdn-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      base = c.base;
      app = c.root.split('/').pop() ?? '';
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      handler(options) {
        const dir = options.dir;
        if (!dir || !isCrossOriginBase(base)) return;
        for (const name of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
          const file = path.join(dir, name);
          const html = cdnPage(readFileSync(file, 'utf8'), base, app, reader(dir));
          writeFileSync(file, html);
          if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(html, BROTLI));
          if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        }
      },
    },
  };
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
