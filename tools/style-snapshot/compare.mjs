#!/usr/bin/env node
// Lists what changed between two style captures (style-snapshot.capture.ts):
//   node tools/style-snapshot/compare.mjs <before-dir> <after-dir> [path-prefix...]
// Per screen and language: elements whose box or computed style differs, and elements only one side has.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [beforeDir, afterDir, ...prefixes] = process.argv.slice(2);
const load = (dir) =>
  Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))),
  );
const before = load(beforeDir);
const after = load(afterDir);
let changed = 0;
let same = 0;
for (const page of Object.keys(after).sort()) {
  if (prefixes.length && !prefixes.some((p) => page.startsWith(p))) continue;
  const a = before[page];
  const b = after[page];
  if (!a) {
    console.log(`${page}: not in the before capture`);
    continue;
  }
  const lines = [];
  if (a.height !== b.height) lines.push(`page height ${a.height} → ${b.height}`);
  const bEls = new Map(b.elements.map((e) => [e.key, e]));
  const aKeys = new Set(a.elements.map((e) => e.key));
  for (const e of a.elements) {
    const f = bEls.get(e.key);
    const label = `${e.key.replace(/^body>/, '')}${e.text ? ` "${e.text}"` : ''}`;
    if (!f) {
      lines.push(`only before: ${label}`);
      continue;
    }
    const diffs = Object.keys(e.style)
      .filter((k) => e.style[k] !== f.style[k])
      .map((k) => `${k}: ${e.style[k]} → ${f.style[k]}`);
    // x, width and height: a shift down (y) follows from a change above and would repeat it on every element below.
    const xwh = (box) => [box[0], box[2], box[3]].join(',');
    if (xwh(e.box) !== xwh(f.box)) diffs.unshift(`box x,w,h ${xwh(e.box)} → ${xwh(f.box)}`);
    if (diffs.length) lines.push(`${label}\n      ${diffs.join('\n      ')}`);
  }
  for (const e of b.elements) if (!aKeys.has(e.key)) lines.push(`only after: ${e.key}`);
  if (lines.length) {
    changed++;
    console.log(`\n## ${page}: ${lines.length} differences`);
    console.log(
      '  ' + lines.slice(0, 40).join('\n  ') + (lines.length > 40 ? `\n  … ${lines.length - 40} more` : ''),
    );
  } else same++;
}
console.log(`\n${same} screens the same, ${changed} changed`);
