import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { ModuleInfo } from 'rolldown';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

// A feature's catalog holds the words of all its screens (the shop's: the store, the product page,
// the buy flow, the mat invite...), and a page used to fetch all of them to show one. In a build, each
// screen gets its own piece instead: the feature's messages that the screen's modules (and the parts
// they load later, and the feature's screen titles) use. Dev and tests keep the whole catalog.
// SCREEN_CATALOG_DEBUG=<part of a screen's path> prints the modules a piece was made from.

const SCREENS = /[\\/]libs[\\/]features[\\/][^\\/]+[\\/]src[\\/]screens\.ts$/;
// `virtual:screen-catalog:<locale>:<feature catalog .po>:<screen module>:piece`: the suffix keeps a
// piece's id from ending like its screen's (login-preload.ts finds chunks by how their ids end).
const PREFIX = 'virtual:screen-catalog:';
const SUFFIX = ':piece';
const LOCALES = ['zh', 'en'] as const;
// A compiled message descriptor or <Trans>: `id: "…"` (the macro's output keeps ids, drops messages).
const MESSAGE_ID = /\bid:\s*(["'`])([^"'`\s]{1,32})\1/g;

/** The screen module of each entry of a screen map: `key: () => import('./x')` or via a named loader. */
export function screenFiles(code: string): Map<string, string> {
  const loaders = new Map(
    [...code.matchAll(/^const (\w+) = \(\) => import\('(\.[^']+)'\)/gm)].map((m) => [m[1], m[2]]),
  );
  const start = code.indexOf('withCatalog(');
  const end = code.indexOf('satisfies ScreenMap', start);
  const out = new Map<string, string>();
  if (start < 0 || end < 0) return out;
  const entry = /^\s+(\w+):\s*\(\)\s*=>\s*(?:import\('(\.[^']+)'\)|(\w+)\(\))/gm;
  for (const m of code.slice(start, end).matchAll(entry)) {
    const file = m[2] ?? loaders.get(m[3] ?? '');
    if (file) out.set(m[1]!, file);
  }
  return out;
}

/** Workspace source modules: not packages, virtual modules, catalogs or styles. */
const ours = (id: string) =>
  !id.includes('node_modules') &&
  !id.startsWith('\0') &&
  !/\.(po|css)(\?|$)/.test(id) &&
  !id.startsWith(PREFIX);

const resolveFile = (dir: string, spec: string): string | null =>
  ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((ext) => path.resolve(dir, spec) + ext)
    .find((f) => existsSync(f)) ?? null;

export function screenCatalogsPlugin(): Plugin {
  const config = getConfig({ skipValidation: true });
  let catalogs: ReturnType<typeof getCatalogs> | null = null;
  const moduleIds = new Map<string, Promise<{ ids: string[]; deps: string[] }>>();
  let pieces = 0;

  type Ctx = { load(o: { id: string; resolveDependencies?: boolean }): Promise<ModuleInfo> };
  const scan = (ctx: Ctx, id: string): Promise<{ ids: string[]; deps: string[] }> => {
    let p = moduleIds.get(id);
    if (!p) {
      p = ctx.load({ id, resolveDependencies: true }).then((info) => ({
        ids: [...(info.code ?? '').matchAll(MESSAGE_ID)].map((m) => m[2] ?? ''),
        deps: [...info.importedIds, ...info.dynamicallyImportedIds].filter(ours),
      }));
      moduleIds.set(id, p);
    }
    return p;
  };
  /**
   * The message ids of the screen's modules: everything it imports, statically or later, in the
   * workspace; and the titles in its screen map (whose other screens are not followed).
   */
  const usedIds = async (ctx: Ctx, screen: string, screenMap: string): Promise<Set<string>> => {
    const ids = new Set((await scan(ctx, screenMap)).ids);
    const seen = new Set<string>([screenMap]);
    const queue = [screen];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const found = await scan(ctx, id);
      found.ids.forEach((x) => ids.add(x));
      if (process.env.SCREEN_CATALOG_DEBUG && screen.includes(process.env.SCREEN_CATALOG_DEBUG))
        console.log('  ', id, found.ids.length);
      queue.push(...found.deps);
    }
    return ids;
  };
  return {
    name: 'yoga:screen-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SCREENS.test(id)) return null;
      const dir = path.dirname(id);
      const files = screenFiles(code);
      const map = [...files]
        .map(([key, spec]) => [key, resolveFile(dir, spec)] as const)
        .filter((e): e is readonly [string, string] => !!e[1]);
      if (!map.length || !/withCatalog\(\s*catalog,/.test(code)) return null;
      const load = (file: string, l: string) =>
        `import(${JSON.stringify(`${PREFIX}${l}:${path.join(dir, 'locales', `${l}.po`)}:${file}${SUFFIX}`)})`;
      const entries = map.map(
        ([key, file]) => `${key}: (l) => (l === 'en' ? ${load(file, 'en')} : ${load(file, 'zh')})`,
      );
      // A screen the map loads some other way keeps the whole catalog (withCatalog's `whole`).
      const literal = `{ whole: catalog, pieces: { ${entries.join(', ')} } }`;
      return { code: code.replace(/withCatalog\(\s*catalog,/, `withCatalog(${literal},`), map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? '\0' + id : null;
    },
    async load(id) {
      if (!id.startsWith('\0' + PREFIX)) return null;
      const [locale = '', po = '', screen = ''] = id.slice(PREFIX.length + 1, -SUFFIX.length).split(':');
      if (!LOCALES.includes(locale as never)) throw new Error(`screen catalog: no locale in ${id}`);
      catalogs ??= getCatalogs(config);
      const found = getCatalogForFile(path.relative(config.rootDir ?? '', po), await catalogs);
      if (!found) throw new Error(`screen catalog: ${po} is no catalog of lingui.config`);
      const { messages } = await found.catalog.getTranslations(found.locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? 'zh',
      });
      const used = await usedIds(this, screen, path.join(path.dirname(po), '..', 'screens.ts'));
      const picked = Object.fromEntries(Object.entries(messages).filter(([k]) => used.has(k)));
      const { source, errors } = createCompiledCatalog(found.locale ?? locale, picked, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length) throw new Error(`screen catalog: ${po} does not compile`);
      pieces++;
      return { code: source, moduleType: 'js' };
    },
    buildEnd() {
      if (pieces) this.info(`${pieces} screen catalogs`);
    },
  } as Plugin;
}
