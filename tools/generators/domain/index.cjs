// `nx g @yoga/generators:domain <name>`: one step to a new domain, following DESIGN.md's pattern.
const path = require('node:path');
const { generateFiles, names, formatFiles, installPackagesTask } = require('@nx/devkit');

function appendLine(tree, file, line) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  if (!text.includes(line)) tree.write(file, text.replace(/\n*$/, '\n') + line + '\n');
}

/** Inserts `entry` into the first array literal after `marker` (the domain and endpoint tables). */
function addToList(tree, file, marker, entry) {
  const text = tree.read(file, 'utf-8');
  const at = text.indexOf('= [', text.indexOf(marker));
  if (text.indexOf(marker) < 0 || at < 0) throw new Error(`${file}: "${marker} ... = [" not found`);
  const close = text.indexOf(']', at);
  const before = text.slice(0, close).replace(/\s*$/, '');
  tree.write(
    file,
    `${before}${before.endsWith('[') || before.endsWith(',') ? '' : ','} ${entry}${text.slice(close)}`,
  );
}

module.exports = async function domainGenerator(tree, options) {
  const n = names(options.name);
  const vars = {
    name: n.fileName,
    camel: n.propertyName,
    pascal: n.className,
    table: n.fileName.replace(/-/g, '_'),
    tmpl: '',
  };
  if (tree.exists(`libs/features/${vars.name}`)) throw new Error(`libs/features/${vars.name} exists already`);
  generateFiles(tree, path.join(__dirname, 'files/feature'), `libs/features/${vars.name}`, vars);
  generateFiles(tree, path.join(__dirname, 'files/contract'), 'libs/contract/src', vars);
  generateFiles(tree, path.join(__dirname, 'files/dev-api'), `tools/dev-api/src/domains/${vars.name}`, vars);

  appendLine(tree, 'libs/contract/src/index.ts', `export * from './${vars.name}';`);
  const contractIndex = tree.read('libs/contract/src/index.ts', 'utf-8');
  tree.write(
    'libs/contract/src/index.ts',
    `import { ${vars.camel}Endpoints } from './${vars.name}';\n` + contractIndex,
  );
  addToList(tree, 'libs/contract/src/index.ts', 'export const endpoints', `...${vars.camel}Endpoints`);

  const domainsIndex = tree.read('tools/dev-api/src/domains/index.ts', 'utf-8');
  tree.write(
    'tools/dev-api/src/domains/index.ts',
    `import { ${vars.camel}Domain } from './${vars.name}';\n` + domainsIndex,
  );
  addToList(tree, 'tools/dev-api/src/domains/index.ts', 'export const domains', `${vars.camel}Domain`);

  await formatFiles(tree);
  // The new workspace package needs its node_modules link before anything can import it.
  if (!options.skipInstall) return () => installPackagesTask(tree, true);
};
