import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// The registry has no imports, so the config bundle can take it as is. brands.ts uses Lingui
// macros (they only run compiled), so its colours are read from the source text instead.
import { subApps } from '../../libs/platform/src/registry';

const brandsFile = fileURLToPath(new URL('../../libs/platform/src/brands.ts', import.meta.url));

/** `brands[brand].primary` of libs/platform/src/brands.ts, read from its source. */
export function brandPrimary(brand: string, source = readFileSync(brandsFile, 'utf8')): string {
  const key = brand.includes('-') ? `'${brand}'` : brand;
  // The record `key: { ... primary: '#…' ... }`, one line a brand (brands.ts keeps it so).
  const record = new RegExp(
    `(?:^|[\\s{,])${key.replace(/[-']/g, '\\$&')}:\\s*\\{[^\\n]*?primary:\\s*'(#[0-9a-fA-F]{3,8})'`,
  );
  const colour = source.match(record)?.[1];
  if (!colour) throw new Error(`first-paint: no primary colour for brand "${brand}" in ${brandsFile}`);
  return colour;
}

/** The brand an app build shows by default: the brand of its sub-apps; `public` otherwise. */
export const appBrand = (app: string): string => subApps.find((s) => s.app === app)?.brand ?? 'public';

const LABEL = '加载中… Loading…';

/**
 * Same geometry as the first thing React shows (PageShell's 46 px title bar over the Skeleton lines
 * of libs/ui), so nothing moves when React replaces it. Static: no animation keeps the main thread free.
 */
export function skeletonCss(primary: string): string {
  return [
    'html,body{margin:0;padding:0}',
    'body{background:#f5f6f7}',
    '.fp{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column}',
    '.fp *{box-sizing:border-box}',
    `.fp-nav{display:flex;align-items:center;box-sizing:border-box;height:calc(46px + env(safe-area-inset-top));padding-top:env(safe-area-inset-top);background:#fff;border-bottom:1px solid #e8e9eb;box-shadow:inset 0 3px 0 ${primary}}`,
    '.fp-side{width:56px;display:flex;align-items:center}',
    '.fp-back{width:44px;height:44px;display:grid;place-items:center}',
    '.fp-mid{flex:1;display:flex;justify-content:center}',
    `.fp-title{width:96px;height:16px;border-radius:8px;background:${primary};opacity:.35}`,
    '.fp-body{flex:1;display:flex;flex-direction:column;gap:12px;padding:12px 16px}',
    '.fp-l{height:16px;border-radius:8px;background:#eceef0}',
    '.fp-vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  ].join('');
}

/** Widths of libs/ui Skeleton's five lines: 100 - (i * 17) % 45 percent. */
const LINES = [0, 1, 2, 3, 4].map((i) => 100 - ((i * 17) % 45));

export const skeletonHtml = (): string =>
  `<div class="fp" role="status" aria-busy="true" aria-label="${LABEL}">` +
  // The back arrow is the same SVG as PageShell's; an SVG also makes this the first *contentful* paint.
  '<div class="fp-nav" aria-hidden="true"><span class="fp-side"><span class="fp-back">' +
  '<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="#1f2329" stroke-width="2">' +
  '<path d="M15 5l-7 7 7 7" stroke-linecap="round" stroke-linejoin="round"/></svg></span></span>' +
  '<span class="fp-mid"><span class="fp-title"></span></span><span class="fp-side"></span></div>' +
  `<div class="fp-body" aria-hidden="true">${LINES.map((w) => `<span class="fp-l" style="width:${w}%"></span>`).join('')}</div>` +
  `<span class="fp-vh">加载中… <span lang="en">Loading…</span></span>` +
  '</div>';

const ROOT = /<div id="root">\s*<\/div>/;
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * First paint before any script: each app's index.html gets, inside #root, a brand-coloured skeleton
 * of the page frame drawn by an inline <style> (CSP: inline styles yes, inline scripts never).
 * React's first render replaces it. The app's stylesheet moves to the end of <body>: there it still
 * loads at once (and before the deferred module scripts run) but no longer holds back the skeleton's paint.
 */
export function firstPaint(): Plugin {
  let app = '';
  return {
    name: 'yoga:first-paint',
    configResolved(config) {
      app = path.basename(config.root);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ROOT.test(html))
          throw new Error(`first-paint: ${app}/index.html has no empty <div id="root"></div>`);
        let out = html.replace(ROOT, `<div id="root">${skeletonHtml()}</div>`);
        if (ctx.bundle) {
          const sheets = out.match(STYLESHEET) ?? [];
          if (sheets.length) {
            out = out.replace(STYLESHEET, '');
            out = out.replace('</body>', `${sheets.map((s) => `  ${s.trim()}\n`).join('')}  </body>`);
          }
        }
        return {
          html: out,
          tags: [
            {
              tag: 'style',
              attrs: { id: 'first-paint' },
              children: skeletonCss(brandPrimary(appBrand(app))),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
