// tools/scripts/affected.test.mjs (vitest, run by test-all.sh): the selection CI builds from.
// Each case is a real commit on top of HEAD, made with a temporary index (the work tree, the index
// and the branches are never touched; the commit is left unreferenced for git to collect).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(root, 'tools/scripts/affected.sh');
const scratch = mkdtempSync(path.join(tmpdir(), 'affected-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A commit whose only change is a new file at each of `files`. */
function commitTouching(files) {
  const env = { ...process.env, GIT_INDEX_FILE: path.join(scratch, `index-${Math.random()}`) };
  const git = (args, input) => execFileSync('git', args, { cwd: root, env, input, encoding: 'utf8' }).trim();
  git(['read-tree', 'HEAD']);
  const blob = git(['hash-object', '-w', '--stdin'], `// affected.test probe ${Date.now()}\n`);
  for (const f of files) git(['update-index', '--add', '--cacheinfo', `100644,${blob},${f}`]);
  const tree = git(['write-tree']);
  return execFileSync('git', ['commit-tree', tree, '-p', 'HEAD', '-m', 'affected.test probe'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'probe',
      GIT_AUTHOR_EMAIL: 'probe@localhost',
      GIT_COMMITTER_NAME: 'probe',
      GIT_COMMITTER_EMAIL: 'probe@localhost',
    },
  }).trim();
}

/** The script's answer for a change from HEAD to `head`; the project graph is read once for all cases. */
const select = (head) =>
  JSON.parse(
    execFileSync('bash', [script, 'HEAD', head, '--json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, AFFECTED_GRAPH: path.join(scratch, 'graph.json') },
    }),
  );

let head;
beforeAll(() => {
  head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
});

test(
  'a change in the invoice feature selects the slim app only, naming the lib',
  { timeout: 120_000 },
  () => {
    const r = select(commitTouching(['libs/features/invoice/src/affected-probe.ts']));
    assert.deepEqual(r.apps, ['slim']);
    assert.match(
      r.reasons.slim.join(' '),
      /@yoga\/feature-invoice changed \(libs\/features\/invoice\/src\/affected-probe\.ts\)/,
    );
    assert.equal(r.mergeBase, head);
  },
);

test('a change in the UI kit selects all eight apps', { timeout: 120_000 }, () => {
  const r = select(commitTouching(['libs/ui/src/affected-probe.ts']));
  assert.deepEqual(r.apps, ['bay', 'beaticam', 'cycling', 'onmat', 'phala', 'public', 'slim', 'suman']);
  assert.match(r.reasons.bay.join(' '), /@yoga\/ui changed/);
});

test('a change in READMEs selects none', { timeout: 60_000 }, () => {
  const r = select(commitTouching(['README.md', 'libs/ui/README.md']));
  assert.deepEqual(r.apps, []);
  assert.deepEqual(r.ignored, ['README.md', 'libs/ui/README.md']);
});

test('the browser specs of an affected app are the ones that visit its prefixes', async () => {
  const { specsFor } = await import('./affected-e2e.mjs');
  const slim = specsFor(['slim']);
  assert.ok(slim.includes('e2e/invoice.spec.ts'));
  assert.ok(!slim.includes('e2e/vip.spec.ts'));
  assert.deepEqual(specsFor([]), []);
});
