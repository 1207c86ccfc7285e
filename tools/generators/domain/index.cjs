/* global require, module, __dirname, process */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Nx loads a generator with require() */
// `nx g @yoga/generators:domain <name>`: one step to a new domain, following DESIGN.md's pattern:
// feature lib (list, detail, a mutation, tests, catalogs), contract, stand-in, app wiring, e2e journey.
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { generateFiles, names, formatFiles, installPackagesTask, logger } = require('@nx/devkit');
const { chooseRoutes, subAppIdOf } = require('./routes.cjs');
const { addToList, appendLine, prepend, addMessages, wireApps, screenTitles } = require('./wire.cjs');

module.exports = async function domainGenerator(tree, options) {
  const n = names(options.name);
  const spec = JSON.parse(tree.read('spec/routes.json', 'utf-8'));
  const chosen = chooseRoutes(spec, n.fileName, options);
  const subApp = chosen.prefixes[0];
  const vars = {
    name: n.fileName,
    camel: n.propertyName,
    pascal: n.className,
    table: n.fileName.replace(/-/g, '_'),
    list: chosen.list,
    detail: chosen.detail,
    param: chosen.param,
    // The sub-app the component tests and the e2e journey use; the stand-in seeds every wired one.
    subAppId: subAppIdOf(subApp),
    prefix: subApp,
    listPath: chosen.list ? `${subApp}/${chosen.list}` : null,
    detailPath: `${subApp}/${chosen.detail}`,
    seedSubApps: JSON.stringify(chosen.prefixes.map(subAppIdOf)).replace(/"/g, "'"),
    tmpl: '',
  };
  const titles = screenTitles(tree, chosen.routes);
  // A screen no chosen route names keeps a title in the domain's own words, translated by hand later.
  vars.listTitle = titles.list ?? `${n.className} list`;
  vars.detailTitle = titles.detail ?? `${n.className} detail`;
  if (tree.exists(`libs/features/${vars.name}`)) throw new Error(`libs/features/${vars.name} exists already`);
  generateFiles(tree, path.join(__dirname, 'files/feature'), `libs/features/${vars.name}`, vars);
  generateFiles(tree, path.join(__dirname, 'files/contract'), 'libs/contract/src', vars);
  generateFiles(tree, path.join(__dirname, 'files/dev-api'), `tools/dev-api/src/domains/${vars.name}`, vars);
  // The e2e journey opens the list; a domain whose list is not routed starts from the detail instead.
  generateFiles(tree, path.join(__dirname, 'files/e2e'), 'e2e', vars);

  appendLine(tree, 'libs/contract/src/index.ts', `export * from './${vars.name}';`);
  prepend(tree, 'libs/contract/src/index.ts', `import { ${vars.camel}Endpoints } from './${vars.name}';`);
  addToList(tree, 'libs/contract/src/index.ts', 'export const endpoints', `...${vars.camel}Endpoints`);

  prepend(
    tree,
    'tools/dev-api/src/domains/index.ts',
    `import { ${vars.camel}Domain } from './${vars.name}';`,
  );
  addToList(tree, 'tools/dev-api/src/domains/index.ts', 'export const domains', `${vars.camel}Domain`);
  addMessages(tree, vars);

  wireApps(tree, vars, chosen.routes, titles);
  await formatFiles(tree);

  for (const r of chosen.routes)
    logger.info(`${vars.name}: ${r.path} shows ${vars.camel}Screens.${r.screen}`);
  for (const note of chosen.notes) logger.warn(`${vars.name}: ${note}`);

  return () => {
    // The new workspace package needs its node_modules link before anything can import it.
    if (!options.skipInstall) installPackagesTask(tree, true);
    const root = tree.root;
    const run = (cmd, args, cwd = root) =>
      execFileSync(cmd, args, {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      });
    // links.gen.ts and the stand-in's OpenAPI document / API.md follow what was just written.
    run('node', ['tools/scripts/gen-links.mjs']);
    run('npm', ['run', 'docs', '--silent'], path.join(root, 'tools/dev-api'));
    // The catalogs (the feature's, and the libs' one its tests read) as npm run i18n:extract makes
    // them, then the English of the generated screens' strings (messages.en.json).
    // The routes' titles moved into the screen map keep the English they had in the app's catalog.
    const english = path.join(os.tmpdir(), `yoga-generator-${process.pid}.json`);
    run('node', ['tools/scripts/i18n-fill.mjs', '--save', english]);
    // The npm script itself: its `--workers 1` matters on a busy machine, where Lingui's worker pool
    // once missed its 10 s start-up and failed the generator check.
    run('npm', ['run', 'i18n:extract', '--silent']);
    run('node', ['tools/scripts/i18n-fill.mjs', english]);
    run('node', ['tools/scripts/i18n-fill.mjs', path.join(__dirname, 'messages.en.json')]);
    logger.info(`${vars.name}: regenerated links.gen.ts, the OpenAPI document, API.md and the catalogs`);
  };
};
