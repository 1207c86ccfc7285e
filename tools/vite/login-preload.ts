import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

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
 * same page with modulepreload links for the login screen's chunks and the source-language catalogs,
 * so a slow network fetches them beside the entry.
 */
export function loginPreload(): Plugin {
  let base = '/';
  let app = '';
  return {
    name: 'yoga:login-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      base = c.base;
      app = c.root.split('/').pop() ?? '';
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
      for (const re of [
        new RegExp(`apps/${app}/src/locales/zh\\.po`),
        /features\/login\/src\/locales\/zh\.po/,
      ]) {
        const catalog = facade(bundle, re);
        if (catalog) files.push(catalog.fileName);
      }
      const links = files
        .map((f) => `    <link rel="modulepreload" crossorigin href="${base}${f}">`)
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
      const html = String(index.source)
        .replace('</head>', `${links}\n  </head>`)
        .replace('</body>', `${css}</body>`);
      this.emitFile({ type: 'asset', fileName: LOGIN_PAGE, source: html });
    },
  };
}
