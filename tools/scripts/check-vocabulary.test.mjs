// tools/scripts/check-vocabulary.test.mjs (vitest, run by test-all.sh): what the vocabulary check finds.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { CSS_LINE_BUDGET, GATED, kitClasses, kitTokens, scan } from './check-vocabulary.mjs';

const rulesOf = (files) => scan(files).findings.map((f) => `${f.rule} ${f.file}:${f.line}`);
const f = (file, text) => ({ file: `libs/features/x/src/${file}`, text });

test('a non-module stylesheet and a :global in a module are global classes', () => {
  assert.deepEqual(rulesOf([f('x.css', '.x-card { padding: 0; }\n')]), [
    'global-class libs/features/x/src/x.css:1',
  ]);
  assert.deepEqual(rulesOf([f('x.module.css', '.card { padding: 0; }\n:global(.y-card) { margin: 0; }\n')]), [
    'global-class libs/features/x/src/x.module.css:2',
  ]);
});

test('colour literals in CSS and TS: hex, colour functions and named colours of a colour property', () => {
  const css = [
    '.a { color: #fff; }',
    '.b { background: rgba(0, 0, 0, 0.4); }',
    '.c { border: 1px solid white; }',
  ];
  const ts = [
    "ctx.fillStyle = '#1f1f1f';",
    '<div style={{ color: "black" }} />',
    'const c = `hsl(10 20% 30%)`;',
  ];
  assert.deepEqual(rulesOf([f('a.module.css', css.join('\n')), f('a.tsx', ts.join('\n'))]), [
    'colour-literal libs/features/x/src/a.module.css:1',
    'colour-literal libs/features/x/src/a.module.css:2',
    'colour-literal libs/features/x/src/a.module.css:3',
    'colour-literal libs/features/x/src/a.tsx:1',
    'colour-literal libs/features/x/src/a.tsx:2',
    'colour-literal libs/features/x/src/a.tsx:3',
  ]);
});

test('tokens, ids, private fields, words in text and comments are no colour literal', () => {
  const css =
    '/* was #fff */\n.a { color: var(--y-cs-red); background: var(--y-surface); }\n.white-space { white-space: nowrap; }\n';
  const ts =
    "// was '#fff'\nthis.#add();\nconst note = 'a white mat';\nlink('#top');\nconst rows = [['localStorage', works]];\n";
  assert.deepEqual(rulesOf([f('a.module.css', css), f('a.ts', ts)]), []);
});

test('sign-in, cache and storage shortcuts in feature code; tests and testing/ are exempt', () => {
  const src = [
    'const token = readToken(sub, defaultStore());',
    'export function SignInGate() {}',
    'void client.invalidateQueries();',
    'client.invalidateQueries({ queryKey: pointsKeys.balance(sub) });',
    "localStorage.setItem('k', v);",
    "safeSet(sessionStorage, 'k', v);",
    "t`Your browser's sessionStorage is off`;",
  ].join('\n');
  assert.deepEqual(rulesOf([f('a.tsx', src), f('a.test.tsx', src), f('testing/handlers.ts', src)]), [
    'read-token libs/features/x/src/a.tsx:1',
    'sign-in-gate libs/features/x/src/a.tsx:2',
    'invalidate-all libs/features/x/src/a.tsx:3',
    'web-storage libs/features/x/src/a.tsx:5',
    'web-storage libs/features/x/src/a.tsx:6',
  ]);
  // None left in the features: these fail even under --report.
  for (const rule of [
    'read-token',
    'sign-in-gate',
    'invalidate-all',
    'web-storage',
    'colour-literal',
    'global-class',
    'css-lines',
  ])
    assert.ok(GATED.has(rule));
});

test('feature CSS over the budget in total fails once, with the count', () => {
  const half = '.a { margin: 0; }\n'.repeat(CSS_LINE_BUDGET / 2 + 1);
  const { findings, cssLines } = scan([f('a.module.css', half), f('b.module.css', half)]);
  assert.equal(cssLines, CSS_LINE_BUDGET + 2);
  assert.deepEqual(
    findings.map((x) => x.rule),
    ['css-lines'],
  );
  assert.equal(scan([f('a.module.css', half)]).findings.length, 0);
});

test('a token the kit does not define is found in CSS and TS; a defined one is not', () => {
  const tokens = kitTokens([
    { file: 'libs/ui/src/ui.css', text: ':root {\n  --y-primary: #c8102e;\n  --y-text-2: #555;\n}\n' },
  ]);
  const found = scan(
    [
      f('x.module.css', '.a { color: var(--y-primary); }\n.b { color: var(--y-on-primary, #fff); }\n'),
      f(
        'x.tsx',
        "const s = { color: 'var(--y-text-2)' };\nconst t = { color: 'var(--y-text-secondary)' };\n",
      ),
    ],
    tokens,
  ).findings.filter((x) => x.rule === 'unknown-token');
  assert.deepEqual(
    found.map((x) => `${x.file}:${x.line}`),
    ['libs/features/x/src/x.module.css:2', 'libs/features/x/src/x.tsx:2'],
  );
  assert.ok(GATED.has('unknown-token'));
});

test('a y-* class the kit does not define is found in a className; a defined one, or a built one, is not', () => {
  const classes = kitClasses([{ file: 'libs/ui/src/utilities.css', text: '.y-row {\n}\n.y-gap-2 {\n}\n' }]);
  const found = scan(
    [
      f(
        'x.tsx',
        [
          '<div className="y-row y-gap-2" />',
          '<div className="y-row y-gap-7" />',
          "<div className={cx('y-rows', s.a)} />",
          '<div className={`y-gap-${n}`} />',
          "const label = 'y-anything';",
        ].join('\n'),
      ),
    ],
    undefined,
    classes,
  ).findings.filter((x) => x.rule === 'unknown-class');
  assert.deepEqual(
    found.map((x) => x.line),
    [2, 3],
  );
  assert.ok(GATED.has('unknown-class'));
});
