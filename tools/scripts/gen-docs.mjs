// Writes the parts of README.md and CONTRIBUTING.md that name the workspace's libs, between
// `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`, from the workspace itself: every lib under
// libs/features and libs/data-access with its package.json `description`, the apps that import it
// and its screens. Hand-kept lists drifted (the table once named 12 of 38 features).
//   node tools/scripts/gen-docs.mjs           rewrite the blocks
//   node tools/scripts/gen-docs.mjs --check   fail when a block is stale or a lib has no description
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const read = (rel) => readFileSync(path.join(root, rel), 'utf8');
const problems = [];

const dirs = (rel) =>
  readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(root, rel, e.name, 'package.json')))
    .map((e) => e.name)
    .sort();

/** Every file under apps/<app>/src and libs, by path, to find who imports a package. */
function sources(rel, out = []) {
  for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const child = `${rel}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'locales') sources(child, out);
    } else if (/\.(?:ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
      out.push({ file: child, text: read(child) });
    }
  }
  return out;
}
const apps = dirs('apps');
const appSources = apps.flatMap((app) => sources(`apps/${app}/src`).map((s) => ({ ...s, app })));
const libSources = sources('libs');

/** One lib: its package name, description, the apps that import it and (features) its screens. */
function lib(group, name) {
  const dir = `libs/${group}/${name}`;
  const pkg = JSON.parse(read(`${dir}/package.json`));
  if (!pkg.description) problems.push(`${dir}/package.json has no "description"`);
  const imports = (text) => text.includes(`'${pkg.name}'`) || text.includes(`'${pkg.name}/`);
  const usedBy = [...new Set(appSources.filter((s) => imports(s.text)).map((s) => s.app))];
  const users = [
    ...new Set(
      libSources
        .filter((s) => !s.file.startsWith(`${dir}/`) && imports(s.text))
        .map((s) => s.file.split('/').slice(1, 3).join('/')),
    ),
  ].sort();
  const screensFile = path.join(root, dir, 'src/screens.ts');
  const screens = existsSync(screensFile)
    ? [...readFileSync(screensFile, 'utf8').matchAll(/^\s+(\w+): \(\) => import\(/gm)].map((m) => m[1])
    : [];
  return { dir, name, pkg, usedBy, users, screens };
}

const features = dirs('libs/features').map((n) => lib('features', n));
const dataAccess = dirs('libs/data-access').map((n) => lib('data-access', n));
const screenCount = features.reduce((n, f) => n + f.screens.length, 0);

const cell = (s) => s.replace(/\|/g, '\\|');
const blocks = {
  features: [
    `${features.length} feature libs, ${screenCount} screen modules; each exports a lazily loaded screens map`,
    '(`lazyScreens`), keeps its strings in its own catalog (`withCatalog`), its query keys in one factory,',
    'its styles in CSS Modules on the kit’s tokens and its MSW success handlers in `src/testing`.',
    '',
    '| feature | what | apps | screens |',
    '| --- | --- | --- | --- |',
    ...features.map(
      (f) =>
        `| \`${f.name}\` | ${cell(f.pkg.description ?? '')} | ${f.usedBy.join(', ')} | ${f.screens.join(', ')} |`,
    ),
  ],
  'data-access': [
    `${dataAccess.length} data-access libs: a server resource several features show (fetchers, \`queryOptions\`,`,
    'mutations, one key factory by resource, MSW handlers under `testing`), so a change on one screen reaches every other.',
    '',
    '| lib | what | used by |',
    '| --- | --- | --- |',
    ...dataAccess.map(
      (d) =>
        `| \`${d.name}\` | ${cell(d.pkg.description ?? '')} | ${d.users.map((u) => `\`${u}\``).join(', ')} |`,
    ),
  ],
  'data-access-names': [dataAccess.map((d) => `\`${d.name}\``).join(', ')],
  'screen-count': [`${screenCount}`],
};

/** `text` with every generated block it has rewritten; a block name it does not know is a problem. */
function fill(file, text) {
  return text.replace(
    /(<!-- generated:([\w-]+) -->)([\s\S]*?)(<!-- \/generated:\2 -->)/g,
    (whole, open, name, _old, close) => {
      if (!blocks[name]) {
        problems.push(`${file}: no generated block "${name}"`);
        return whole;
      }
      const inline = blocks[name].length === 1 && !blocks[name][0].startsWith('|');
      return inline
        ? `${open}${blocks[name][0]}${close}`
        : `${open}\n\n${blocks[name].join('\n')}\n\n${close}`;
    },
  );
}

let stale = 0;
for (const file of ['README.md', 'CONTRIBUTING.md']) {
  const before = read(file);
  const options = {
    ...(await prettier.resolveConfig(path.join(root, file))),
    filepath: path.join(root, file),
  };
  const after = await prettier.format(fill(file, before), options);
  // A libs/... path the text names must exist (lists written by hand elsewhere in the file).
  for (const [, rel] of after.matchAll(/`(libs\/(?:features|data-access)\/[a-z0-9-]+)[`/]/g)) {
    if (!existsSync(path.join(root, rel))) problems.push(`${file} names ${rel}, which does not exist`);
  }
  if (after === before) continue;
  stale += 1;
  if (check) problems.push(`${file} is stale: run node tools/scripts/gen-docs.mjs and commit it`);
  else writeFileSync(path.join(root, file), after);
}

if (problems.length > 0) {
  for (const p of problems) console.error(`gen-docs: ${p}`);
  process.exit(1);
}
console.log(
  check
    ? 'gen-docs: README.md and CONTRIBUTING.md are up to date'
    : `gen-docs: ${features.length} features, ${dataAccess.length} data-access libs; ${stale} file(s) rewritten`,
);
