import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { ModuleInfo } from 'rolldown';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { edgesOf, passOn, sameNeed, union, type Edges, type Need } from './module-graph';

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
/** A feature's source module (its src folder is group 1), tests aside. */
const FEATURE_FILE = /^(.*[\\/]libs[\\/]features[\\/][^\\/]+[\\/]src)[\\/](?!.*\.test\.).+\.tsx?$/;
/** `import('./part')`: a relative module loaded later (not a type's `typeof import(…)`). */
const LAZY_PART = /(?<!typeof\s*)\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
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

/** `(l) => import(<the zh or en piece for the module `file` of the feature whose src is `src`>)`. */
const pieceLoader = (src: string, file: string) => {
  const load = (l: string) =>
    `import(${JSON.stringify(`${PREFIX}${l}:${path.join(src, 'locales', `${l}.po`)}:${file}${SUFFIX}`)})`;
  return `(l) => (l === 'en' ? ${load('en')} : ${load('zh')})`;
};

const resolveFile = (dir: string, spec: string): string | null =>
  ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((ext) => path.resolve(dir, spec) + ext)
    .find((f) => existsSync(f)) ?? null;

export function screenCatalogsPlugin(): Plugin {
  const config = getConfig({ skipValidation: true });
  let catalogs: ReturnType<typeof getCatalogs> | null = null;
  type Scanned = { ids: string[]; edges: Edges; imported: string[]; dynamic: string[] };
  const scanned = new Map<string, Promise<Scanned>>();
  const resolved = new Map<string, Promise<string | null>>();
  /** Per module, the parts it loads later that bring their own piece (lazy parts, below). */
  const ownPieces = new Map<string, Set<string>>();
  let pieces = 0;

  type Ctx = {
    load(o: { id: string; resolveDependencies?: boolean }): Promise<ModuleInfo>;
    resolve(spec: string, importer: string): Promise<{ id: string } | null>;
  };
  const scan = (ctx: Ctx, id: string): Promise<Scanned> => {
    let p = scanned.get(id);
    if (!p) {
      p = ctx.load({ id, resolveDependencies: true }).then((info) => ({
        ids: [...(info.code ?? '').matchAll(MESSAGE_ID)].map((m) => m[2] ?? ''),
        edges: edgesOf(info.code ?? ''),
        imported: info.importedIds.filter(ours),
        dynamic: info.dynamicallyImportedIds.filter(ours),
      }));
      scanned.set(id, p);
    }
    return p;
  };
  const resolve = (ctx: Ctx, spec: string, importer: string) => {
    const key = `${importer}\0${spec}`;
    let p = resolved.get(key);
    if (!p) resolved.set(key, (p = ctx.resolve(spec, importer).then((r) => r?.id ?? null)));
    return p;
  };

  /**
   * The message ids of what a screen (or a lazy part) reaches: what it imports, statically or later,
   * in the workspace (a barrel only for the names taken from it; a lazy part with a piece of its own
   * not at all), and the titles of its screen map (whose other screens are not followed).
   */
  const usedIds = async (ctx: Ctx, root: string, screenMap: string): Promise<Set<string>> => {
    const ids = new Set((await scan(ctx, screenMap)).ids);
    const needs = new Map<string, Need>();
    const queue: [string, Need][] = [[root, '*']];
    while (queue.length) {
      const [id, need] = queue.pop()!;
      const merged = union(needs.get(id), need);
      if (needs.has(id) && sameNeed(needs.get(id), merged)) continue;
      needs.set(id, merged);
      const m = await scan(ctx, id);
      m.ids.forEach((x) => ids.add(x));
      const via = new Map<string, Need | null>();
      for (const e of m.edges.imports) {
        const to = await resolve(ctx, e.spec, id);
        if (to) via.set(to, union(via.get(to) ?? undefined, e.names));
      }
      for (const e of m.edges.reexports) {
        const to = await resolve(ctx, e.spec, id);
        if (!to) continue;
        const more = passOn(e.names, merged);
        const had = via.get(to);
        if (more) via.set(to, had ? union(had, more) : more);
        else if (!via.has(to)) via.set(to, null);
      }
      // A static import the statements above did not explain is followed whole.
      for (const to of m.imported) {
        const n = via.has(to) ? via.get(to) : '*';
        if (n) queue.push([to, n]);
      }
      for (const to of m.dynamic) if (!ownPieces.get(id)?.has(to)) queue.push([to, '*']);
      if (process.env.SCREEN_CATALOG_DEBUG && root.includes(process.env.SCREEN_CATALOG_DEBUG))
        console.log('  ', id, m.ids.length);
    }
    return ids;
  };
  /**
   * A feature's module that loads a part of itself later (`lazy(() => import('./store-panel'))`):
   * the part's words come with it, as a piece of their own, and stay out of the screen's.
   */
  const lazyParts = (code: string, id: string) => {
    const feature = FEATURE_FILE.exec(id);
    if (!feature || !code.includes('import(')) return null;
    const own = new Set<string>();
    const out = code.replace(LAZY_PART, (all, spec: string) => {
      const file = resolveFile(path.dirname(id), spec);
      // The screen map (a feature's index loads it) is no part of a screen.
      if (!file || SCREENS.test(file)) return all;
      own.add(file);
      return `__yogaPiece(${all}, ${pieceLoader(feature[1]!, file)})`;
    });
    if (!own.size) return null;
    ownPieces.set(id, own);
    return { code: `import { withPiece as __yogaPiece } from '@yoga/i18n';\n${out}`, map: null };
  };

  return {
    name: 'yoga:screen-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SCREENS.test(id)) return lazyParts(code, id);
      const dir = path.dirname(id);
      const files = screenFiles(code);
      const map = [...files]
        .map(([key, spec]) => [key, resolveFile(dir, spec)] as const)
        .filter((e): e is readonly [string, string] => !!e[1]);
      if (!map.length || !/withCatalog\(\s*catalog,/.test(code)) return null;
      const entries = map.map(([key, file]) => `${key}: ${pieceLoader(dir, file)}`);
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
