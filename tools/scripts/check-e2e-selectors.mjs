#!/usr/bin/env node
// Every class a browser test selects (locator('.x'), querySelector('.x') ...) is one the product
// still renders: a class in a global stylesheet, one written literally in a className, or
// antd-mobile's (adm-*). A feature moved onto CSS Modules renames its classes at build time, and 25
// journeys once failed in CI only, each after a 30 s wait for a class that no longer existed.
// Exits 1 and names the file and class when one is missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const SELECTING =
  /\b(?:locator|querySelector|querySelectorAll|closest|\$\$?|waitForSelector|click|check|hover|find|findAll)\(\s*(['"`])((?:(?!\1).)*)\1/g;
const CLASS = /(?:^|[\s>+~,(:\]*a-z0-9])\.(-?[_a-zA-Z][\w-]*)/g;

function* files(dir, test) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p, test);
    else if (test(e.name)) yield p;
  }
}

/** The classes a test file selects, with the selector each came from. */
export function selectedClasses(source) {
  const found = [];
  for (const [, , selector] of source.matchAll(SELECTING))
    for (const [, name] of selector.replace(/\[[^\]]*\]/g, '[]').matchAll(CLASS))
      found.push({ name, selector });
  return found;
}

/** Whether the product still renders a class of this name (global CSS, a literal className, antd-mobile's). */
export function classKnown(name, globalCss, sources) {
  if (name.startsWith('adm-')) return true;
  if (new RegExp(`\\.${name}(?![\\w-])`).test(globalCss)) return true;
  if (new RegExp(`["'\` ]${name}(?![\\w-])`).test(sources)) return true;
  // A class made from a template: `y-photo-${p.status}` renders y-photo-done.
  const stem = name.slice(0, name.lastIndexOf('-') + 1);
  return stem.length > 1 && sources.includes(`${stem}\${`);
}

function main() {
  const product = ['apps', 'libs'].map((d) => path.join(root, d));
  const css = product.flatMap((d) => [...files(d, (n) => n.endsWith('.css') && !n.endsWith('.module.css'))]);
  const globalCss = css.map((f) => readFileSync(f, 'utf8')).join('\n');
  const code = product.flatMap((d) => [...files(d, (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n))]);
  const sources = code.map((f) => readFileSync(f, 'utf8')).join('\n');
  const tests = [
    ...files(path.join(root, 'e2e'), (n) => n.endsWith('.ts')),
    // The WebKit and release runs' fixtures too: WebKit's sign-in once clicked the login's old classes.
    ...files(path.join(root, 'tools/scripts'), (n) => n.endsWith('.ts') && !n.endsWith('.d.ts')),
    ...files(path.join(root, 'libs/recorder/e2e'), (n) => n.endsWith('.ts')),
  ];
  const missing = [];
  for (const f of tests)
    for (const { name, selector } of selectedClasses(readFileSync(f, 'utf8')))
      if (!classKnown(name, globalCss, sources))
        missing.push(`${path.relative(root, f)}: .${name} (in "${selector}") is rendered nowhere`);
  for (const m of [...new Set(missing)]) console.error(m);
  console.log(
    `e2e selectors: ${tests.length} files, ${missing.length ? `${missing.length} missing classes` : 'every class still rendered'}`,
  );
  process.exit(missing.length ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
