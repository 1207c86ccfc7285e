// Fails when a catalog is out of date with the code (a string added without `npm run i18n:extract`)
// or when an English translation is missing. zh is the source language, so zh entries stay empty.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const localeDirs = () => [
  ...readdirSync(path.join(root, 'apps')).map((a) => `apps/${a}/src/locales`),
  'libs/devtools/src/locales',
  'libs/app-shell/src/locales',
  ...readdirSync(path.join(root, 'libs/features')).map((f) => `libs/features/${f}/src/locales`),
  'libs/i18n/src/locales',
];
const catalogs = () =>
  localeDirs()
    .filter((d) => existsSync(path.join(root, d)))
    .flatMap((d) =>
      readdirSync(path.join(root, d))
        .filter((f) => f.endsWith('.po'))
        .map((f) => `${d}/${f}`),
    )
    .sort();
const snapshot = () => new Map(catalogs().map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

const before = snapshot();
// Lingui reads a half-resolved merge as translations: a conflict marker once shipped inside en.po.
const markers = [...before].filter(([, text]) => /^(<{7}|={7}|>{7})( |$)/m.test(text)).map(([f]) => f);
if (markers.length) {
  console.error(markers.map((f) => `${f}: a merge conflict marker is left in the catalog`).join('\n'));
  process.exit(1);
}
try {
  // One worker: lingui's pool gives each worker 10 s to start, which a loaded 2-core machine missed
  // (a fresh-clone CI beside other work failed here); in one process nothing can time out.
  execFileSync('npx', ['lingui', 'extract', '--clean', '--overwrite', '--workers', '1'], {
    cwd: root,
    stdio: 'pipe',
  });
} catch (e) {
  console.error(`lingui extract failed:\n${e.stdout}\n${e.stderr}`);
  process.exit(1);
}
const after = snapshot();
const problems = [];
for (const [f, text] of after)
  if (before.get(f) !== text) problems.push(`${f}: out of date; run npm run i18n:extract`);

for (const [f, text] of after) {
  if (!f.endsWith('/en.po')) continue;
  const entries = text.split(/\n\n+/).slice(1);
  for (const e of entries) {
    const id = /msgid "(.*)"/.exec(e)?.[1];
    if (id !== undefined && /msgstr ""\s*$/.test(e.trim() + '\n') && !/msgstr ""\n"/.test(e))
      problems.push(`${f}: no English for "${id}"`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`i18n: ${after.size} catalogs up to date, every English translation present`);
