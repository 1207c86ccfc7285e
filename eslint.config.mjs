import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

// Layering of DESIGN.md: apps -> (app shell) -> features -> shared libs -> util. A feature never
// imports another feature nor the app shell (it gets the request client from libs/api and its route
// from libs/ui); an app never imports another app; tools reach only shared code. The test kit is
// for test files only (no-restricted-imports below keeps it out of production code).
const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:shell',
      'type:feature',
      'type:data-access',
      'type:shared',
      'type:util',
      'type:testing',
    ],
  },
  {
    sourceTag: 'type:shell',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:shared', 'type:util', 'type:testing'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:shared', 'type:util', 'type:testing'],
  },
  // A server resource several features show (libs/data-access/*): its tests and MSW handlers use the kit.
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:shared', 'type:util', 'type:testing'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:shared', 'type:util'] },
  { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:shared', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared', 'type:util', 'type:tool'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...['onmat', 'phala', 'suman', 'slim', 'bay', 'beaticam', 'cycling', 'public'].map((app) => ({
    sourceTag: `scope:${app}`,
    onlyDependOnLibsWithTags: ['scope:shared', `scope:${app}`],
  })),
];

const linkMessage =
  'Build the path with link(sub, name, params) from @yoga/platform (libs/platform/LINKS.md).';
// A path glued after an expression: `${prefix}/x`, `${sub.prefix}/x`, prefix + '/x'. esquery cannot pair an
// expression with the quasi right after it, so a template holding a prefix-named value and a later part
// starting with '/' is refused; and an alias of `.prefix` (const p = sub.prefix) is refused where it is made.
const afterPrefix = (has) =>
  `TemplateLiteral:has(> ${has}) > TemplateElement[value.raw=/^\\//]:not(:first-child)`;
const handBuiltPaths = [
  { selector: afterPrefix('Identifier[name=/prefix/i]'), message: linkMessage },
  { selector: afterPrefix('MemberExpression[property.name=/prefix/i]'), message: linkMessage },
  {
    selector:
      "BinaryExpression[operator='+'][right.value=/^\\//]:matches([left.name=/prefix/i], [left.property.name=/prefix/i])",
    message: linkMessage,
  },
  { selector: 'VariableDeclarator[init.property.name=/^prefix$/]', message: linkMessage },
];
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', '**/coverage', '**/.nx', '**/locales/*.js', '**/locales/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // Relative imports inside a lib; cycles between libs are the module-boundaries rule's to refuse.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // no-cycle reads the imported files itself; without a parser for TS it would see no imports.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
          banTransitiveDependencies: false,
          // Boot loads the chat SDK wrapper on demand; the request layer's own lazy chunk imports it
          // statically, which is fine: both are off the first screen.
          checkDynamicDependenciesExceptions: ['@yoga/chat-sdk'],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Third-party SDKs are reached only through our wrapper libs.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: 'Requests go through @yoga/api (api.app); only libs/api wraps ky.' },
            { name: 'crypto-js', message: 'Use @yoga/api (compact cipher).' },
            { name: 'recorder-core', message: 'Use @yoga/recorder.' },
          ],
          patterns: [{ group: ['antd-mobile', 'antd-mobile/*'], message: 'Use @yoga/ui.' }],
        },
      ],
    },
  },
  {
    // Schemas stay on the server side of the contract: screens take its types, so zod never ships;
    // plain values (business codes, limits) come from the zod-free '@yoga/contract/codes' entry.
    files: ['apps/**/src/**', 'libs/features/**/src/**', 'libs/data-access/**/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@yoga/contract',
              allowTypeImports: true,
              message: 'Import types only from @yoga/contract; codes and limits from @yoga/contract/codes.',
            },
            { name: '@yoga/testing', message: 'The test kit is for tests only.' },
            {
              name: '@yoga/contract/dev',
              message: 'Development-only calls of the stand-in: for tools/dev-api and tests, never shipped.',
            },
            {
              name: '@yoga/platform',
              importNames: ['routeTable'],
              allowTypeImports: true,
              message:
                'Read at runtime, the route table ships in full in every first screen: keep a list beside a test that compares it (record-prefixes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'tools/scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Build configs share one root factory; they are not part of any project's runtime graph.
    files: ['**/vite.config.ts', '**/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['libs/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['libs/ui/**', 'libs/recorder/**', 'libs/chat-sdk/**', 'libs/devtools/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'tools/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Stand-in domains meet through stores and events, never each other's routes; shared request
    // checks live in tools/dev-api/src/request-helpers.ts. (The ts rule, so the SDK rule above still holds.)
    files: ['tools/dev-api/src/domains/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/routes', '../*/dev-routes', '**/domains/*/routes', '**/domains/*/dev-routes'],
              message: "Import the other domain's store, or use request-helpers / events; never its routes.",
            },
          ],
        },
      ],
    },
  },
  // Links are built with link() from @yoga/platform (libs/platform/LINKS.md): a hand-built
  // `${prefix}/…` path compiles with a wrong route or query name and ships. Every file is migrated: no exceptions.
  {
    files: ['apps/**/src/**'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', ...handBuiltPaths] },
  },
  {
    files: ['libs/features/**/src/**', 'libs/data-access/**/src/**', 'libs/address/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...handBuiltPaths,
        // A caught error's `message` is the request layer's, written for developers ("Request rejected
        // by the server (state 0, code 400): …"): users read refusalText(error, fallback) of @yoga/ui.
        {
          selector:
            "MemberExpression[property.name='message'][object.name=/^(e|err|error|cause|reason|failure|problem)$/]",
          message: "Show refusalText(error, <Trans>…</Trans>) from @yoga/ui, never an error's message.",
        },
        {
          selector: "MemberExpression[property.name='message'][object.property.name='error']",
          message: "Show refusalText(query.error, <Trans>…</Trans>) from @yoga/ui, never an error's message.",
        },
        {
          // The registry's `client` of the sub-app serving the page picks the client (libs/api).
          selector: "MemberExpression[object.name='api'][property.name='standard']",
          message:
            'Use api.app: the sub-app serving the page picks its client (suman style under /suman and /teacher).',
        },
        {
          selector: "CallExpression[callee.name='detectSubApp']",
          message:
            'Use useSubApp() from @yoga/ui: the sub-app of the current location, never null in a screen.',
        },
      ],
    },
  },
  prettier,
);
