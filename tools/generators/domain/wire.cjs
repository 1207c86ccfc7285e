/* global module */
// Wiring a new domain into the apps that serve its routes, and its stand-in into the shared tables.

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

/** Puts `line` at the top of a file (imports; formatFiles sorts nothing, so order is kept). */
function prepend(tree, file, line) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  if (!text.includes(line)) tree.write(file, `${line}\n${text}`);
}

function appendLine(tree, file, line) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  if (!text.includes(line)) tree.write(file, text.replace(/\n*$/, '\n') + line + '\n');
}

/** The stand-in's message table gains the domain's messages (their ids type the failures it throws). */
function addMessages(tree, vars) {
  const file = 'tools/dev-api/src/messages.ts';
  prepend(tree, file, `import { ${vars.camel}Messages } from './domains/${vars.name}/messages';`);
  const text = tree.read(file, 'utf-8');
  const start = text.indexOf('const table = {');
  const end = text.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error(`${file}: "const table = { ... };" not found`);
  tree.write(file, `${text.slice(0, end)}\n  ...${vars.camel}Messages,${text.slice(end)}`);
}

const TITLE = /\btitle:\s*msg`([^`]*)`,?\s*/;

/** The text of a route entry's title in apps/<app>/src/routes.ts, or null. */
function entryTitle(tree, r) {
  const text = tree.read(`apps/${r.app}/src/routes.ts`, 'utf-8') ?? '';
  const at = text.indexOf(`path: '${r.path}'`);
  const m = at < 0 ? null : text.slice(at, text.indexOf('}', at)).match(TITLE);
  return m ? m[1] : null;
}

/**
 * The title of each screen (list, detail): the first of its routes' own titles. The screen map declares
 * it (its feature's catalog), and the routes that say the same drop theirs (wireApps).
 */
function screenTitles(tree, routes) {
  const titles = {};
  for (const r of routes) titles[r.screen] ??= entryTitle(tree, r);
  return titles;
}

/**
 * Gives each chosen route entry of apps/<app>/src/routes.ts its screen (and drops its title when the
 * screen's map gives the same one), imports the feature there, and takes the route off the app's
 * under-construction list.
 */
function wireApps(tree, vars, routes, titles = {}) {
  for (const app of [...new Set(routes.map((r) => r.app))]) {
    const file = `apps/${app}/src/routes.ts`;
    let text = tree.read(file, 'utf-8');
    if (text === null) throw new Error(`${file} is missing`);
    for (const r of routes.filter((x) => x.app === app)) {
      const at = text.indexOf(`path: '${r.path}'`);
      if (at < 0) throw new Error(`${file}: no entry for ${r.path}`);
      const close = text.indexOf('}', at);
      const entry = text.slice(at, close);
      if (/\bscreen:|\bredirect:/.test(entry))
        throw new Error(`${file}: ${r.path} has a screen or redirect already`);
      const own = entry.match(TITLE);
      const body = (own && own[1] === titles[r.screen] ? entry.replace(TITLE, '') : entry).replace(
        /[\s,]*$/,
        '',
      );
      text = `${text.slice(0, at)}${body}, screen: ${vars.camel}Screens.${r.screen} ${text.slice(close)}`;
    }
    if (!text.includes('msg`')) text = text.replace("import { msg } from '@lingui/core/macro';\n", '');
    const imp = `import { ${vars.camel}Screens } from '@yoga/feature-${vars.name}';`;
    const anchor = text.indexOf("import { defineRoutes } from '@yoga/app-shell';");
    if (!text.includes(imp))
      text =
        anchor < 0
          ? `${imp}\n${text}`
          : text.replace("from '@yoga/app-shell';", `from '@yoga/app-shell';\n${imp}`);
    tree.write(file, text);

    const pendingFile = `apps/${app}/src/under-construction.json`;
    const pending = tree.exists(pendingFile) ? JSON.parse(tree.read(pendingFile, 'utf-8')) : null;
    if (pending) {
      const left = pending.filter((p) => !routes.some((r) => r.path === p));
      if (left.length !== pending.length) tree.write(pendingFile, JSON.stringify(left, null, 2) + '\n');
    }
  }
}

module.exports = { addToList, appendLine, prepend, addMessages, wireApps, screenTitles };
