// Two releases of onmat for the deploy-safety test, and the symlink swap that deploys one.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(root, 'tmp/release-e2e');
const dist = path.join(work, 'dist');
const built = path.join(root, 'dist/apps');

/** The live release of onmat: an atomic symlink swap, as DEPLOY.md does it. */
export function deploy(release: string) {
  const next = path.join(dist, 'onmat.next');
  rmSync(next, { force: true });
  symlinkSync(path.join(work, release), next);
  renameSync(next, path.join(dist, 'onmat'));
}

/**
 * Release "old" is the build as it is; release "new" the same with every chunk renamed (as a change
 * would rename them) and the old names gone, since a deploy replaces the folder.
 */
export function makeReleases() {
  if (!existsSync(path.join(built, 'onmat/index.html')))
    throw new Error('Build onmat first: npx nx run @yoga/app-onmat:build');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  for (const app of readdirSync(built))
    if (app !== 'onmat') symlinkSync(path.join(built, app), path.join(dist, app));
  cpSync(path.join(built, 'onmat'), path.join(work, 'old'), { recursive: true });
  const fresh = path.join(work, 'new');
  cpSync(path.join(built, 'onmat'), fresh, { recursive: true });
  const assets = path.join(fresh, 'assets');
  const renames = new Map<string, string>();
  for (const f of readdirSync(assets)) {
    if (/\.(br|gz|map)$/.test(f)) rmSync(path.join(assets, f));
    else {
      const m = /^(.*-[A-Za-z0-9_-]{8,})(\.[a-z0-9]+)$/.exec(f);
      if (m) renames.set(f, `${m[1]}N2${m[2]}`);
    }
  }
  for (const [from, to] of renames) renameSync(path.join(assets, from), path.join(assets, to));
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.split(from).join(to);
    writeFileSync(file, text);
  };
  for (const f of readdirSync(assets)) if (/\.(js|css)$/.test(f)) rewrite(path.join(assets, f));
  for (const f of readdirSync(fresh)) {
    if (/\.(br|gz)$/.test(f)) rmSync(path.join(fresh, f));
    else if (/\.html$/.test(f)) rewrite(path.join(fresh, f));
  }
}
