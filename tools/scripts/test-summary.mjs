// Adds up the Vitest JSON reports of every project and Playwright's, and prints the plain closing
// line CI reads: "N passed, N failed, N skipped". Just before it: how long each part of CI took and the
// total, when test-all.sh noted them (CI_TIMES, CI_STARTED_AT). Exits non-zero when anything failed or
// nothing ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
let passed = 0;
let failed = 0;
let skipped = 0;
const dir = path.join(root, 'tmp/vitest');
for (const f of existsSync(dir) ? readdirSync(dir) : []) {
  const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const pwDir = path.join(root, 'tmp/playwright');
for (const f of existsSync(pwDir) ? readdirSync(pwDir).filter((n) => n.endsWith('.json')) : []) {
  const s = JSON.parse(readFileSync(path.join(pwDir, f), 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}
printDurations();
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

function printDurations() {
  const file = process.env.CI_TIMES;
  const laps = file && existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  const mmss = (sec) => `${Math.floor(sec / 60)}m ${String(sec % 60).padStart(2, '0')}s`;
  for (const lap of laps) {
    const [, name, sec] = /^(.*) (\d+)$/.exec(lap) ?? [];
    if (name) console.log(`  ${name}: ${mmss(Number(sec))}`);
  }
  const started = Number(process.env.CI_STARTED_AT);
  if (started) console.log(`CI took ${mmss(Math.round(Date.now() / 1000 - started))}`);
}
