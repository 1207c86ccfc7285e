// The browser specs that visit any of the given apps: `node tools/scripts/affected-e2e.mjs slim onmat`
// prints their paths, one line (empty when none). An app's prefixes are the first segments of the
// paths in apps/<app>/src/routes.ts; a spec is selected when it names one of them as a path.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function prefixesOf(app) {
  const routes = readFileSync(path.join(root, 'apps', app, 'src/routes.ts'), 'utf8');
  const segs = [...routes.matchAll(/path: '\/([^/'?:]*)/g)].map((m) => m[1]).filter(Boolean);
  return [...new Set(segs)];
}

export function specsFor(apps) {
  const prefixes = apps.flatMap(prefixesOf);
  if (!prefixes.length) return [];
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const visits = new RegExp(`['\`"/]/?(${prefixes.map(esc).join('|')})(/|['\`"?#])`);
  return readdirSync(path.join(root, 'e2e'))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .filter((f) => visits.test(readFileSync(path.join(root, 'e2e', f), 'utf8')))
    .map((f) => `e2e/${f}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(specsFor(process.argv.slice(2)).join(' '));
