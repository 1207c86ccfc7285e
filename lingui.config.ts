import { defineConfig } from '@lingui/cli';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// One catalog per app: its own screens and route titles plus the shared libs every screen uses. One
// per feature lib: its strings load with its screens (withCatalog), so an app's first screen never
// carries the strings of the 300 others. And one for all libs together, used by the libs' own tests.
const apps = ['onmat', 'phala', 'suman', 'slim', 'bay', 'beaticam', 'cycling', 'public'];
const features = readdirSync(path.join(import.meta.dirname, 'libs/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const exclude = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/dist/**', '**/testing/**'];
// Shared UI libs whose strings travel with the features that show them, not in every app's first
// catalog (the login pages sit at their size budget): lib folder -> the features that use it.
const featureLibs: Record<string, string[]> = {
  'libs/address/src': ['address', 'shop', 'shop-orders', 'lottery'],
  'libs/ui/src/commerce': [
    'orders',
    'shop-orders',
    'courses',
    'shop',
    'feedback',
    'downloads',
    'coach-promote',
    'coach-account',
    'coach-events',
    'agreements',
  ],
  'libs/data-access/store-orders/src': ['orders', 'shop-orders'],
  'libs/recorder/src': ['coach-answers', 'class-qa'],
  'libs/video/src': ['course-media', 'slim-video'],
};
const shellExtras = ['desktop-frame.tsx', 'qr-code.tsx', 'account-switch-notice.tsx', 'new-release.ts'].map(
  (f) => `<rootDir>/libs/app-shell/src/${f}`,
);
const libsOf = (f: string) =>
  Object.entries(featureLibs)
    .filter(([, users]) => users.includes(f))
    .map(([lib]) => `<rootDir>/${lib}`);

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
      exclude: [
        ...exclude,
        '<rootDir>/libs/features/**',
        '<rootDir>/libs/devtools/**',
        ...Object.keys(featureLibs).map((lib) => `<rootDir>/${lib}/**`),
        ...shellExtras,
      ],
    })),
    // The shell's occasional parts, fetched with them (libs/app-shell/src/extras-catalog.ts).
    { path: '<rootDir>/libs/app-shell/src/locales/{locale}', include: shellExtras, exclude },
    // Loaded when the debug tool mounts (libs/devtools/src/mount.tsx).
    {
      path: '<rootDir>/libs/devtools/src/locales/{locale}',
      include: ['<rootDir>/libs/devtools/src'],
      exclude,
    },
    ...features.map((f) => ({
      path: `<rootDir>/libs/features/${f}/src/locales/{locale}`,
      include: [`<rootDir>/libs/features/${f}/src`, ...libsOf(f)],
      exclude,
    })),
    { path: '<rootDir>/libs/i18n/src/locales/{locale}', include: ['<rootDir>/libs'], exclude },
  ],
});
