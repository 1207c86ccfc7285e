#!/usr/bin/env node
// `npm run release -- <app>`: builds one app for production with the deployment's environment and
// writes dist/release/<app>/ (<app>-<version>.tar.gz, manifest.json, the source maps apart).
// Reproducible: the build time is the commit's time, never the clock (see release-pack.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReleaseError, parseDotenv, releaseEnv } from './release-env.mjs';
import { writeRelease } from './release-pack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** `20261125.164338-3494029`: sorts by commit time, names the commit. */
export function defaultVersion(commit, epoch) {
  const d = new Date(epoch * 1000).toISOString();
  return `${d.slice(0, 10).replace(/-/g, '')}.${d.slice(11, 19).replace(/:/g, '')}-${commit.slice(0, 7)}`;
}

function main(app) {
  if (!app || !/^[a-z0-9-]+$/.test(app) || !existsSync(path.join(root, 'apps', app, 'vite.config.ts')))
    throw new ReleaseError(
      `Usage: npm run release -- <app>  (one of the folders in apps/, got "${app ?? ''}")`,
    );
  const dotenvFile = path.join(root, '.env');
  const dotenv = existsSync(dotenvFile) ? parseDotenv(readFileSync(dotenvFile, 'utf8')) : {};
  // Nx puts the root .env into every task's environment (NX_LOAD_DOT_ENV_FILES=false does not stop
  // it): under the Nx target, a .env variable counts as set only if `npm run release`'s caller set it.
  if (process.env.NX_TASK_TARGET_PROJECT) {
    const caller = process.env.RELEASE_CALLER_VARS;
    if (caller === undefined)
      throw new ReleaseError(
        'run a release as `npm run release -- <app>`: the Nx target alone would take .env values for production.',
      );
    const set = new Set(caller.split(' '));
    for (const k of Object.keys(dotenv)) if (!set.has(k)) delete process.env[k];
  }
  const { add, blanked } = releaseEnv(process.env, dotenv);
  const commit = git('rev-parse', 'HEAD');
  const epoch = Number(git('log', '-1', '--format=%ct', 'HEAD'));
  const version = process.env.RELEASE_VERSION?.trim() || defaultVersion(commit, epoch);
  if (!/^[\w.+-]+$/.test(version))
    throw new ReleaseError(`RELEASE_VERSION "${version}" must be [A-Za-z0-9._+-].`);
  if (git('status', '--porcelain', '--untracked-files=no'))
    console.warn(
      `release: the work tree has uncommitted changes; the artifact is labelled ${commit.slice(0, 7)} but includes them.`,
    );
  if (blanked.length) console.log(`release: not from .env (unset for production): ${blanked.join(', ')}`);

  // CI passes unset repository variables as empty strings: an empty asset base means the default.
  const assetBase = process.env.ASSET_BASE?.trim() || `/static/${app}/`;
  const buildDir = path.join(root, 'tmp/release-build', app);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'production', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps', app),
      stdio: 'inherit',
      env: {
        ...process.env,
        ...add,
        ASSET_BASE: assetBase,
        NODE_ENV: 'production',
        RELEASE_VERSION: version,
        RELEASE_COMMIT: commit,
        SOURCE_DATE_EPOCH: String(epoch),
      },
    },
  );
  if (built.status !== 0)
    throw new ReleaseError(`The production build of ${app} failed (exit ${built.status}).`);

  const outDir = path.join(root, 'dist/release', app);
  const manifest = writeRelease(buildDir, outDir, {
    app,
    version,
    commit,
    buildTime: new Date(epoch * 1000).toISOString(),
    assetBase,
  });
  console.log(
    `release: ${path.relative(root, outDir)}/${app}-${version}.tar.gz (${manifest.files.length} files)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv[2]);
  } catch (e) {
    if (!(e instanceof ReleaseError)) throw e;
    console.error(`release: ${e.message}`);
    process.exit(1);
  }
}
