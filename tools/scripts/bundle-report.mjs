// Where a built app's JavaScript bytes come from: each chunk's gzipped size (level 9, as
// `npm run size` counts) shared out among the source modules its source map names, in proportion to
// the raw bytes each one generated. Builds write hidden maps (vite.shared.ts), so any dist works.
//   node tools/scripts/bundle-report.mjs dist/apps/onmat            every chunk, its top modules
//   node tools/scripts/bundle-report.mjs dist/apps/onmat index login  chunks whose name has a word
//   --top=N modules per chunk (default 12); --json prints { chunk: { gz, modules: { src: gz } } }.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
if (!dir) throw new Error('bundle-report: give the dist folder of an app (dist/apps/<app>)');
const words = args.filter((a) => !a.startsWith('--') && a !== dir);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 12);
const json = args.includes('--json');
const assets = path.join(dir, 'assets');

/** node_modules/<pkg>/... and libs/<x>/src/... read better short. */
function shortName(source) {
  const s = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const nm = s.lastIndexOf('node_modules/');
  return nm >= 0 ? s.slice(nm + 'node_modules/'.length) : s;
}

function attribute(file) {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  const raw = new Map();
  const mapFile = path.join(assets, `${file}.map`);
  if (existsSync(mapFile)) {
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const marks = [];
    consumer.eachMapping((m) => marks.push(m));
    marks.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    let mapped = 0;
    marks.forEach((m, i) => {
      const next = marks[i + 1];
      const end =
        next && next.generatedLine === m.generatedLine
          ? next.generatedColumn
          : (lines[m.generatedLine - 1]?.length ?? m.generatedColumn);
      const n = Math.max(0, end - m.generatedColumn);
      mapped += n;
      const src = m.source ? shortName(m.source) : '(generated)';
      raw.set(src, (raw.get(src) ?? 0) + n);
    });
    raw.set('(unmapped)', Math.max(0, code.length - mapped));
  } else raw.set('(no map)', code.length);
  const total = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  const modules = Object.fromEntries(
    [...raw]
      .filter(([, n]) => n > 0)
      .map(([s, n]) => [s, (gz * n) / total])
      .sort((a, b) => b[1] - a[1]),
  );
  return { gz, raw: code.length, modules };
}

const files = readdirSync(assets)
  .filter((f) => f.endsWith('.js') && (!words.length || words.some((w) => f.includes(w))))
  .sort();
const report = Object.fromEntries(files.map((f) => [f, attribute(f)]));
if (json) console.log(JSON.stringify(report, null, 1));
else {
  const kb = (n) => (n / 1024).toFixed(2);
  for (const [f, r] of Object.entries(report).sort((a, b) => b[1].gz - a[1].gz)) {
    console.log(`\n${f}  ${kb(r.gz)} KB gz (${kb(r.raw)} KB raw)`);
    for (const [s, n] of Object.entries(r.modules).slice(0, top)) console.log(`  ${kb(n).padStart(7)}  ${s}`);
  }
  const all = Object.values(report).reduce((a, r) => a + r.gz, 0);
  console.log(`\n${files.length} chunks, ${kb(all)} KB gz`);
}
