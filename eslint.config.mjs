import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Layering of DESIGN.md: apps -> features -> shared libs -> util. A feature never imports another
// feature; an app never imports another app; tools reach only shared code.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:shared', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:shared', 'type:util'] },
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

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', '**/coverage', '**/.nx', '**/locales/*.js', '**/locales/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints, banTransitiveDependencies: false },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Third-party SDKs are reached only through our wrapper libs.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: 'Use @yoga/api.' },
            { name: 'crypto-js', message: 'Use @yoga/api (compact cipher).' },
            { name: 'recorder-core', message: 'Use @yoga/recorder.' },
          ],
          patterns: [{ group: ['antd-mobile', 'antd-mobile/*'], message: 'Use @yoga/ui.' }],
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
  prettier,
);
