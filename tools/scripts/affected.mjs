// The apps a change affects, and why: what CI builds, tests and releases for a branch.
// Usage: tools/scripts/affected.sh <base> [<head>] [--list | --json]
//   <base>  the branch compared against (its merge base with <head> is used, as in a pull request)
//   <head>  a commit; without it, HEAD plus uncommitted changes
//   --list  only the app folder names, one line, space-separated (for scripts)
//   --json  { apps, reasons, changed, ignored }
// Nx selects (`nx show projects --affected`); documentation is dropped first, since Nx would count a
// README as a change of the project that holds it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (cmd, args) =>
  execFileSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const lines = (s) => s.split('\n').filter(Boolean);

/** Files that are never an input of a build, a test or a lint (nx.json excludes them as well). */
export const isDocumentation = (file) => /\.(md|mdx)$/i.test(file) || /(^|\/)LICENSE$/.test(file);

function changedFiles(base, head) {
  const from = run('git', ['merge-base', base, head ?? 'HEAD']).trim();
  const files = head
    ? lines(run('git', ['diff', '--name-only', from, head]))
    : [
        ...lines(run('git', ['diff', '--name-only', from])),
        ...lines(run('git', ['ls-files', '--others', '--exclude-standard'])),
      ];
  return { from, files: [...new Set(files)].sort() };
}

/** The project graph; AFFECTED_GRAPH names a file to reuse (tests run several selections). */
function projectGraph() {
  const file = process.env.AFFECTED_GRAPH ?? path.join(root, 'tmp/affected-graph.json');
  if (!process.env.AFFECTED_GRAPH || !existsSync(file)) run('npx', ['nx', 'graph', `--file=${file}`]);
  return JSON.parse(readFileSync(file, 'utf8')).graph;
}

/** For each affected app: the changed projects it depends on (or the workspace files, when none). */
function explain(apps, files, graph) {
  const roots = Object.values(graph.nodes)
    .map((n) => ({ name: n.name, root: n.data.root }))
    .filter((n) => n.root && n.root !== '.')
    .sort((a, b) => b.root.length - a.root.length);
  const owner = (f) => roots.find((r) => f.startsWith(`${r.root}/`))?.name;
  const touched = new Map();
  const loose = [];
  for (const f of files) {
    const p = owner(f);
    if (p) touched.set(p, [...(touched.get(p) ?? []), f]);
    else loose.push(f);
  }
  const reasons = {};
  for (const app of apps) {
    const seen = new Set([app]);
    const queue = [app];
    const via = [];
    while (queue.length) {
      const p = queue.shift();
      if (touched.has(p)) via.push(p);
      for (const d of graph.dependencies[p] ?? []) {
        if (seen.has(d.target)) continue;
        seen.add(d.target);
        queue.push(d.target);
      }
    }
    reasons[app] = via.length
      ? via.map(
          (p) =>
            `${p} changed (${touched.get(p).slice(0, 3).join(', ')}${touched.get(p).length > 3 ? ', …' : ''})`,
        )
      : [`workspace files it depends on changed (${loose.slice(0, 3).join(', ')})`];
  }
  return reasons;
}

export function affected(base, head) {
  const { from, files } = changedFiles(base, head);
  const ignored = files.filter(isDocumentation);
  const changed = files.filter((f) => !isDocumentation(f));
  let projects = [];
  if (changed.length) {
    const out = run('npx', [
      'nx',
      'show',
      'projects',
      '--affected',
      `--files=${changed.join(',')}`,
      '--type=app',
      '--json',
    ]);
    projects = JSON.parse(out.slice(out.indexOf('['))).sort();
  }
  const graph = projects.length ? projectGraph() : { nodes: {}, dependencies: {} };
  const why = explain(projects, changed, graph);
  const folder = (p) => path.basename(graph.nodes[p].data.root);
  return {
    base,
    mergeBase: from,
    head: head ?? 'HEAD + work tree',
    changed,
    ignored,
    apps: projects.map(folder),
    reasons: Object.fromEntries(projects.map((p) => [folder(p), why[p]])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const [base, head] = args.filter((a) => !a.startsWith('--'));
  if (!base) {
    console.error('Usage: tools/scripts/affected.sh <base> [<head>] [--list | --json]');
    process.exit(2);
  }
  const r = affected(base, head);
  if (flags.has('--list')) console.log(r.apps.join(' '));
  else if (flags.has('--json')) console.log(JSON.stringify(r, null, 2));
  else {
    console.log(
      `Compared ${r.head} with ${base} (merge base ${r.mergeBase.slice(0, 7)}): ${r.changed.length} changed file(s).`,
    );
    if (r.ignored.length) console.log(`Ignored (documentation, not an input): ${r.ignored.join(', ')}`);
    if (!r.apps.length) console.log('No app is affected: nothing to build.');
    else console.log(`Apps to build (${r.apps.length}): ${r.apps.join(' ')}`);
    for (const app of r.apps) console.log(`  ${app}: ${r.reasons[app].join('; ')}`);
  }
}
