#!/usr/bin/env node
// The projects whose sources (code, fixtures or tests) make, read or show dates: CI's second unit
// pass at 23:30 China time (issue 29) runs only these, to stay cheap. Found by what the code uses,
// not by a list that a new domain could miss. Prints their names, comma-separated, for nx --projects.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const DATED =
  /\b(businessDay|formatDay|formatDate|formatTime|useNow|useCountdown|TEST_NOW|setSystemTime|toISOString)\b|Date\.(now|parse)\(|new Date\(/;

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(e.name)) yield p;
  }
}
function* projects(dir, depth) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name === 'node_modules') continue;
    const p = path.join(dir, e.name);
    if (existsSync(path.join(p, 'package.json')) && existsSync(path.join(p, 'src'))) yield p;
    else if (depth > 1) yield* projects(p, depth - 1);
  }
}

const dated = [];
for (const base of ['apps', 'libs', 'tools']) {
  for (const p of projects(path.join(root, base), 2)) {
    const pkg = JSON.parse(readFileSync(path.join(p, 'package.json'), 'utf8'));
    if (!pkg.scripts?.test) continue;
    if ([...files(path.join(p, 'src'))].some((f) => DATED.test(readFileSync(f, 'utf8'))))
      dated.push(pkg.name);
  }
}
console.log(dated.join(','));
