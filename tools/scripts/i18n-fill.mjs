// Fills English for the given source strings in every en.po catalog (one string appears in each app's
// catalog that may use it). Usage: node tools/scripts/i18n-fill.mjs map.json  ({"中文": "English"}).
// Only empty translations are written; an existing one is kept. With --reuse instead of a file, every
// empty English entry takes the translation the same string already has in another catalog. With
// --save out.json, writes that map (every translated string, first catalog wins) and fills nothing.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const catalogs = [
  ...readdirSync(path.join(root, 'apps')).map((a) => `apps/${a}/src/locales/en.po`),
  'libs/devtools/src/locales/en.po',
  'libs/app-shell/src/locales/en.po',
  ...readdirSync(path.join(root, 'libs/features')).map((f) => `libs/features/${f}/src/locales/en.po`),
  'libs/i18n/src/locales/en.po',
].filter((f) => existsSync(path.join(root, f)));
const po = (s) => JSON.stringify(s);
const translated = (text) =>
  [...text.matchAll(/^msgid (".*")\nmsgstr (".+")$/gm)].map((m) => [JSON.parse(m[1]), JSON.parse(m[2])]);
if (process.argv[2] === '--save') {
  const all = {};
  for (const f of catalogs)
    for (const [zh, en] of translated(readFileSync(path.join(root, f), 'utf8'))) all[zh] ??= en;
  writeFileSync(process.argv[3], JSON.stringify(all));
  console.log(`saved ${Object.keys(all).length} translations`);
  process.exit(0);
}
const map =
  process.argv[2] === '--reuse'
    ? Object.fromEntries(catalogs.flatMap((f) => translated(readFileSync(path.join(root, f), 'utf8'))))
    : JSON.parse(readFileSync(process.argv[2], 'utf8'));
let filled = 0;
for (const f of catalogs) {
  const file = path.join(root, f);
  let text = readFileSync(file, 'utf8');
  for (const [zh, en] of Object.entries(map)) {
    const empty = `msgid ${po(zh)}\nmsgstr ""\n`;
    if (text.includes(empty)) {
      text = text.replace(empty, `msgid ${po(zh)}\nmsgstr ${po(en)}\n`);
      filled++;
    }
  }
  writeFileSync(file, text);
}
console.log(`filled ${filled} entries in ${catalogs.length} catalogs`);
