import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { LANGUAGE_SCRIPT } from './language-script';
import { loginSkeletonBody, loginSkeletonCss, loginWords } from './login-skeleton';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The skeleton's body of first-paint.ts: five grey lines (spans only, so the first </div> ends it). */
const SKELETON_BODY = /<div class="fp-body" aria-hidden="true">.*?<\/div>/;

/** The page a login route is served (gateway and nginx): index.html plus the login's own preloads. */
export const LOGIN_PAGE = 'login.html';

const isChunk = (x: OutputBundle[string] | undefined): x is OutputChunk => x?.type === 'chunk';
const facade = (bundle: OutputBundle, re: RegExp) =>
  Object.values(bundle).find((c): c is OutputChunk => isChunk(c) && re.test(c.facadeModuleId ?? ''));

/** A chunk and every chunk it imports statically. */
function withImports(bundle: OutputBundle, start: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen;
  seen.add(start.fileName);
  for (const f of start.imports) {
    const c = bundle[f];
    if (isChunk(c)) withImports(bundle, c, seen);
  }
  return seen;
}

/**
 * The login is most new visitors' first screen. Served as index.html it costs a chain of round trips:
 * HTML, entry, then (once the entry runs) the screen, the catalogs. This writes `login.html`, the
 * same page with modulepreload links for the login screen's chunks and the catalogs of the page's
 * language (chosen by an inline script before anything paints), so a slow network fetches them
 * beside the entry; and with the login's words in its skeleton, so its first paint is its largest.
 */
export function loginPreload(): Plugin {
  let base = '/';
  let app = '';
  let publicDir = '';
  return {
    name: 'yoga:login-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      base = c.base;
      app = c.root.split('/').pop() ?? '';
      publicDir = c.publicDir;
    },
    generateBundle(_, bundle) {
      const index = bundle['index.html'];
      const screen = facade(bundle, /features\/login\/src\/login-screen\.tsx$/);
      const entry = Object.values(bundle).find((c): c is OutputChunk => isChunk(c) && c.isEntry);
      if (!index || index.type !== 'asset' || !screen || !entry) return;
      const already = withImports(bundle, entry);
      // The login feature's screen map (loaded first, see lazyScreens) and the screen itself.
      const map = facade(bundle, /features\/login\/src\/screens\.ts$/);
      const wanted = new Set([...withImports(bundle, screen), ...(map ? withImports(bundle, map) : [])]);
      const files = [...wanted].filter((f) => !already.has(f));
      const link = (f: string) => `<link rel="modulepreload" crossorigin href="${base}${f}">`;
      const links = files.map((f) => `    ${link(f)}`).join('\n');
      // The catalogs of one language only: the inline language script picks the template to use.
      const templates = (['zh', 'en'] as const)
        .map((lng) => {
          // The login screen's piece of its feature's catalog (screen-catalogs.ts), else the whole.
          const login = `features/login/src/locales/${lng}\\.po`;
          const catalogs = [
            facade(bundle, new RegExp(`apps/${app}/src/locales/${lng}\\.po`)),
            facade(bundle, new RegExp(`${login}:.*[\\\\/]login-screen\\.tsx:piece$`)) ??
              facade(bundle, new RegExp(`${login}$`)),
          ].flatMap((c) => c?.fileName ?? []);
          return `    <template data-lng="${lng}">${catalogs.map(link).join('')}</template>`;
        })
        .join('\n');
      // The screen's own CSS too, beside the app's stylesheet (end of body, so the skeleton paints
      // first); the chunk loader finds it there and does not fetch it again after the script runs.
      const css = [...files]
        .flatMap((f) => {
          const c = bundle[f];
          return isChunk(c) ? [...(c.viteMetadata?.importedCss ?? [])] : [];
        })
        .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
        .join('');
      const words = loginWords(app);
      const favicon = publicDir && path.join(publicDir, 'favicon.svg');
      const logo = favicon && existsSync(favicon) ? readFileSync(favicon, 'utf8') : null;
      const html = String(index.source)
        .replace(SKELETON_BODY, () => loginSkeletonBody(words, logo))
        .replace(
          '</head>',
          () =>
            `${links}\n    <style id="first-paint-login">${loginSkeletonCss(words)}</style>\n${templates}\n` +
            `    <script>${LANGUAGE_SCRIPT}</script>\n  </head>`,
        )
        .replace('</body>', () => `${css}</body>`);
      this.emitFile({ type: 'asset', fileName: LOGIN_PAGE, source: html });
    },
  };
}
