// What a screen's modules really reach, for screen-catalogs.ts: the module graph, except that a
// barrel's re-exports (`export { X } from './x'` in a lib's index.ts) are followed only for the names
// imported from it. Importing PageShell from @yoga/ui must not count the order kit's words too.

/** The names a module is needed for: some exports, or all of them ('*'). */
export type Need = Set<string> | '*';

export interface Edges {
  /** `import … from 's'` (names imported; '*' for a namespace) and `import 's'` (no names). */
  imports: { spec: string; names: Need }[];
  /** `export { a as b } from 's'` (exported name -> imported name) and `export * from 's'`. */
  reexports: { spec: string; names: Map<string, string> | '*' }[];
  /** `import('s')` with a literal specifier. */
  dynamic: string[];
}

const IMPORT_FROM = /\bimport\s*([\w$\s{},*]*?)\s*from\s*["']([^"']+)["']/g;
const IMPORT_BARE = /\bimport\s*["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

const namesIn = (list: string, pick: (from: string, to: string) => void) => {
  for (const part of list.replace(/[{}]/g, '').split(',')) {
    const [from, to] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/);
    if (from) pick(from, to ?? from);
  }
};

/** The import and export statements of a module's (transformed) code. */
export function edgesOf(code: string): Edges {
  const imports: Edges['imports'] = [];
  for (const [, clause = '', spec = ''] of code.matchAll(IMPORT_FROM)) {
    if (clause.includes('*')) {
      imports.push({ spec, names: '*' });
      continue;
    }
    const names = new Set<string>();
    const [before, braces] = clause.split('{');
    if (before?.replace(',', '').trim()) names.add('default');
    if (braces) namesIn(braces, (from) => names.add(from));
    imports.push({ spec, names });
  }
  for (const [, spec = ''] of code.matchAll(IMPORT_BARE)) imports.push({ spec, names: new Set() });
  const reexports: Edges['reexports'] = [];
  for (const [, what = '', spec = ''] of code.matchAll(EXPORT_FROM)) {
    if (what.startsWith('*')) reexports.push({ spec, names: '*' });
    else {
      const names = new Map<string, string>();
      namesIn(what, (from, to) => names.set(to, from));
      reexports.push({ spec, names });
    }
  }
  return { imports, reexports, dynamic: [...code.matchAll(DYNAMIC)].map((m) => m[1] ?? '') };
}

export const union = (a: Need | undefined, b: Need): Need =>
  a === '*' || b === '*' ? '*' : new Set([...(a ?? []), ...b]);

export const sameNeed = (a: Need | undefined, b: Need): boolean =>
  a === b || (a !== undefined && a !== '*' && b !== '*' && a.size === b.size);

/** What a re-export passes on of what its barrel is needed for; null when nothing. */
export function passOn(names: Map<string, string> | '*', need: Need): Need | null {
  if (names === '*') return need;
  if (need === '*') return new Set(names.values());
  const out = new Set([...names].filter(([exported]) => need.has(exported)).map(([, imported]) => imported));
  return out.size ? out : null;
}
