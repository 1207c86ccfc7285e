import { defineConfig } from '@lingui/cli';

// One catalog per app (its own screens plus every shared lib it may use) so an app loads only its
// own strings, and one for the shared libs alone, used by the libs' own tests.
const apps = ['onmat', 'phala', 'suman', 'slim', 'bay', 'beaticam', 'cycling', 'public'];
const exclude = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/dist/**'];

export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'zh' },
  format: 'po',
  formatOptions: { origins: false, lineNumbers: false },
  catalogs: [
    ...apps.map((app) => ({
      path: `<rootDir>/apps/${app}/src/locales/{locale}`,
      include: [`<rootDir>/apps/${app}/src`, '<rootDir>/libs'],
      exclude,
    })),
    { path: '<rootDir>/libs/i18n/src/locales/{locale}', include: ['<rootDir>/libs'], exclude },
  ],
});
