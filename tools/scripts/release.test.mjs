// tools/scripts/release.test.mjs (vitest, run by test-all.sh): the release's packing and its environment checks,
// without a build (a build of onmat twice is the manual proof: DEPLOY.md).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { releaseEnv } from './release-env.mjs';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, writeRelease } from './release-pack.mjs';

const made = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const here = path.dirname(fileURLToPath(import.meta.url));
const meta = {
  app: 'onmat',
  version: '20261125.080000-abcdef1',
  commit: 'abcdef1234567890abcdef1234567890abcdef12',
  buildTime: '2026-11-25T08:00:00.000Z',
  assetBase: '/static/onmat/',
};

/** A built app's shape: HTML, hashed assets with compressed copies, public files, a map. */
function fixture(touchAt) {
  const dir = tempDir('release-build-');
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': '<!doctype html><script src="/static/onmat/assets/index-DKCq9YKa.js"></script>',
    'index.html.gz': 'gz',
    'login.html': '<!doctype html>',
    'apple-touch-icon.png': 'png',
    'manifest.webmanifest': '{}',
    'assets/index-DKCq9YKa.js': 'console.log(1)',
    'assets/index-DKCq9YKa.js.br': 'br',
    'assets/index-DKCq9YKa.js.map': '{"version":3}',
    'assets/states-B1a2C3d4.css': 'a{}',
  };
  for (const [rel, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, rel), body);
    utimesSync(path.join(dir, rel), touchAt, touchAt);
  }
  return dir;
}

test('packing the same build twice gives byte-identical artifacts, whatever the files’ times', () => {
  const a = tempDir('release-a-');
  const b = tempDir('release-b-');
  writeRelease(fixture(new Date('2020-01-01')), a, meta);
  writeRelease(fixture(new Date()), b, meta);
  const names = readdirSync(a).sort();
  assert.deepEqual(names, [
    'manifest.json',
    'onmat-20261125.080000-abcdef1-sourcemaps.tar.gz',
    'onmat-20261125.080000-abcdef1.tar.gz',
  ]);
  assert.deepEqual(readdirSync(b).sort(), names);
  for (const n of names) assert.ok(readFileSync(path.join(a, n)).equals(readFileSync(path.join(b, n))), n);
  // A standard tar reads it: the files in byte order, the manifest inside, owners and time fixed.
  const listing = execFileSync('tar', ['-tzvf', path.join(a, names[2]), '--utc'], { encoding: 'utf8' });
  assert.match(listing, /0\/0 .* 2026-11-25 08:00 apple-touch-icon\.png/);
  assert.match(listing, /manifest\.json/);
  assert.doesNotMatch(listing, /\.map/);
});

test('the manifest lists every served file with its digest, size and cache policy', () => {
  const out = tempDir('release-m-');
  const manifest = writeRelease(fixture(new Date()), out, meta);
  assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')), manifest);
  assert.equal(manifest.commit, meta.commit);
  assert.equal(manifest.buildTime, meta.buildTime);
  assert.equal(manifest.assetBase, '/static/onmat/');
  const policy = Object.fromEntries(manifest.files.map((f) => [f.path, f.cacheControl]));
  assert.deepEqual(policy, {
    'apple-touch-icon.png': CACHE_NO_CACHE,
    'assets/index-DKCq9YKa.js': CACHE_IMMUTABLE,
    'assets/index-DKCq9YKa.js.br': CACHE_IMMUTABLE,
    'assets/states-B1a2C3d4.css': CACHE_IMMUTABLE,
    'index.html': CACHE_NO_CACHE,
    'index.html.gz': CACHE_NO_CACHE,
    'login.html': CACHE_NO_CACHE,
    'manifest.webmanifest': CACHE_NO_CACHE,
    'version.json': CACHE_NO_CACHE,
  });
  assert.equal(CACHE_IMMUTABLE, 'public, max-age=31536000, immutable');
  const js = manifest.files.find((f) => f.path === 'assets/index-DKCq9YKa.js');
  assert.deepEqual(js, {
    path: 'assets/index-DKCq9YKa.js',
    size: 14,
    sha256: createHash('sha256').update('console.log(1)').digest('hex'),
    cacheControl: CACHE_IMMUTABLE,
  });
  assert.equal(manifest.files.find((f) => f.path.endsWith('.br')).contentEncoding, 'br');
});

const dotenv = {
  VITE_COMPACT_KEY: 'dev-compact-key-0123456789abcdef',
  VITE_CHAT_AUTHORIZE_URL: '/__dev/wx/authorize',
};
const prodKey = 'prod-key-0123456789abcdefghijklm';

test('a release without the production key or API base fails naming the variable', () => {
  assert.throws(() => releaseEnv({ VITE_API_BASE: '/api' }, dotenv), /VITE_COMPACT_KEY is not set/);
  assert.throws(() => releaseEnv({ VITE_COMPACT_KEY: prodKey }, dotenv), /VITE_API_BASE is not set/);
  assert.throws(
    () => releaseEnv({ VITE_API_BASE: '/api', VITE_COMPACT_KEY: dotenv.VITE_COMPACT_KEY }, dotenv),
    /VITE_COMPACT_KEY is the public development key/,
  );
  // .env's development values are blanked in the build instead of read silently.
  const ok = releaseEnv({ VITE_API_BASE: 'https://api.example.com', VITE_COMPACT_KEY: prodKey }, dotenv);
  assert.deepEqual(ok.add, { VITE_CHAT_AUTHORIZE_URL: '' });
});

test('npm run release without the key stops before building, naming VITE_COMPACT_KEY', () => {
  const env = { ...process.env, VITE_API_BASE: '/api' };
  delete env.VITE_COMPACT_KEY;
  const run = spawnSync(process.execPath, [path.join(here, 'release.mjs'), 'onmat'], {
    env,
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /VITE_COMPACT_KEY is not set/);
});
