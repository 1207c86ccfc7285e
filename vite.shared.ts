import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { precompress } from './tools/vite/precompress';
import { firstPaint } from './tools/vite/first-paint';
import { loginPreload } from './tools/vite/login-preload';
import { trimReactRouterPlugin } from './tools/vite/trim-react-router';
import { screenCatalogsPlugin } from './tools/vite/screen-catalogs';
import { cdnAssets } from './tools/vite/cdn-assets';
import { linguiMacro } from './tools/vite/lingui-macro';

export const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

// Tests see the phone in China (the business's zone) whatever the machine's, so screens' dates and
// times are the same everywhere and carry no zone label. Set on import, before the workers start;
// a lib's config may set another zone after this import (libs/format proves its label in New York).
if (process.env.VITEST) process.env.TZ = 'Asia/Shanghai';

const plugins = () => [
  linguiMacro(),
  react(),
  lingui({ failOnMissing: process.env.NODE_ENV === 'production', failOnCompileError: true }),
];

/**
 * The build id: the release's version and commit, set by tools/scripts/release.mjs (a development or
 * test build is "dev"). The debug panel shows it and the error reporter tags every event with it.
 */
const buildId = () => ({
  'import.meta.env.VITE_RELEASE_VERSION': JSON.stringify(process.env.RELEASE_VERSION ?? 'dev'),
  'import.meta.env.VITE_RELEASE_COMMIT': JSON.stringify(process.env.RELEASE_COMMIT ?? ''),
});

/** What an app's build adds (libs' test and fixture builds have no index.html of an app). */
const appPlugins = () => [
  ...plugins(),
  // Builds only (the plugin applies to `vite build`): .br/.gz copies for the gateway and nginx.
  precompress(),
  // Every index.html: a brand-coloured skeleton painted from inline CSS before any script.
  firstPaint(),
  // login.html: the login page with its screen and catalogs preloaded beside the entry.
  loginPreload(),
  // With ASSET_BASE on a CDN origin: public files from there too, integrity on scripts and styles.
  cdnAssets(),
  // react-router without its dev warnings and the components no screen uses (NavLink, Form...).
  trimReactRouterPlugin(),
  // Each screen fetches the part of its feature's catalog that it uses, not the whole of it.
  screenCatalogsPlugin(),
];

/**
 * What every first screen runs, in one chunk: left to automatic splitting it becomes half a dozen
 * tiny common chunks (React, the registry, Lingui's React part...), and on HTTP/1.1's six connections
 * the extra requests cost a second round trip on a slow network. Only modules the entry needs anyway:
 * nothing lazy (antd-mobile, ky and the API client, the SDKs) matches.
 */
const SHELL =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/](core|react))[\\/]|libs[\\/](platform|session|i18n)[\\/]src[\\/]|libs[\\/](ui[\\/]src[\\/](feedback|use-sub-app|use-route-query)|format[\\/]src[\\/](use-now|lang))\.ts$/;
// Parts of those packages only screens use (mutations, infinite lists): they stay with the screens.
const SCREENS_ONLY =
  /[\\/](mutationObserver|infiniteQueryObserver|queriesObserver|useMutation|useInfiniteQuery|useQueries|useSuspense\w*|usePrefetch\w*|HydrationBoundary|hydration)\.js$/;
const shellChunk = {
  name: 'shell',
  test: (id: string) => SHELL.test(id) && !SCREENS_ONLY.test(id),
};

/**
 * Query and the app's query client (libs/app-shell/src/query-root.tsx): one chunk every screen with
 * server data fetches beside its own, and the sign-in page never (10 KB of every login).
 */
const QUERY =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|libs[\\/]api[\\/]src[\\/](query-client|shape-guard)\.ts$|libs[\\/]app-shell[\\/]src[\\/](query-root\.tsx|use-session-check\.ts)$/;
const queryChunk = {
  name: 'query',
  includeDependenciesRecursively: false,
  test: (id: string) => (QUERY.test(id) && !SCREENS_ONLY.test(id)) || STATES.test(id),
};

/**
 * A data screen's loading, error and not-found states (the business codes that mean "not found"
 * with them) travel in the query chunk: 34 of the 36 measured entries that load Query load them too
 * (only the public home does not: 0.8 KB there), so each data screen makes one request less. Not
 * with the API client: a signed-out page shows its states without ever requesting (bay's
 * cert_renewal, +7 KB). Only the not-found list: a domain's own code table travels with its
 * screens, so a new domain does not grow every screen's first chunk.
 */
const STATES =
  /libs[\\/]ui[\\/]src[\\/](query-state|not-found)\.tsx$|libs[\\/]contract[\\/]src[\\/]codes[\\/]not-found\.ts$/;

/** A paged list's parts (the kit's list and footer, the paged query): one request on list screens. */
const listChunk = {
  name: 'paged-list',
  includeDependenciesRecursively: false,
  test: /libs[\\/]ui[\\/]src[\\/](paged-list|list-footer)\.tsx$|libs[\\/]api[\\/]src[\\/]paged-query\.ts$|query-core[\\/]build[\\/]modern[\\/]infiniteQueryObserver\.js$|react-query[\\/]build[\\/]modern[\\/]useInfiniteQuery\.js$/,
};

/**
 * Each data-access lib in one chunk (its keys, reads, mutations and cache invalidation are a few
 * hundred bytes together): split by importer, a screen fetched three or four tiny files of one lib.
 */
const DATA_ACCESS = /libs[\\/]data-access[\\/]([\w-]+)[\\/]src[\\/](?!testing[\\/])/;
const dataAccessChunk = {
  name: (id: string) => {
    const m = DATA_ACCESS.exec(id);
    return m && !/\.test\.tsx?$/.test(id) ? `data-${m[1]}` : null;
  },
  includeDependenciesRecursively: false,
};

/**
 * The format kit in three chunks (dates, countdowns, numbers): each file alone is a few hundred
 * bytes, and split by who imports them a list screen fetched seven (the per-file cost outweighing
 * the unused part). Its language helper (lang.ts, a few lines over @yoga/i18n) is in the shell, so a
 * screen that only shows money fetches no dates.
 */
const formatChunks = [
  { name: 'format-dates', test: /libs[\\/]format[\\/]src[\\/](zone|dates|relative)\.ts$/ },
  { name: 'format-countdown', test: /libs[\\/]format[\\/]src[\\/](duration|use-countdown)\.ts$/ },
  { name: 'format-numbers', test: /libs[\\/]format[\\/]src[\\/](numbers|money)\.ts$/ },
];

/**
 * What a screen's first request needs (ky, the API client, its sign-in and base-URL handling): four
 * chunks that every screen with data fetched together, now one request.
 */
const apiChunk = {
  name: 'api',
  // Only these: by default a group takes its modules' imports too, and the entry's (the API errors,
  // the app config) would move here and make every first screen, the login included, fetch it.
  includeDependenciesRecursively: false,
  test: /node_modules[\\/]ky[\\/]|libs[\\/]api[\\/]src[\\/](client|envelope|login-required|messages|api-base)\.ts$|libs[\\/]app-shell[\\/]src[\\/]api\.ts$/,
};

/**
 * The API errors in a chunk of their own (as the apps with data screens already get them): in an app
 * whose only path to the client is its dynamic import (public), rolldown otherwise put them in a
 * "client" chunk that exported the client's namespace without defining it, and every request failed.
 */
const apiErrorsChunk = { name: 'errors', test: /libs[\\/]api[\\/]src[\\/]errors\.ts$/ };

/** Vite config of one app: its own output folder and its own asset base, so it deploys alone. */
export function appConfig(app: string, dir: string): UserConfig {
  const base = process.env.ASSET_BASE ?? `/static/${app}/`;
  return defineConfig({
    root: dir,
    base,
    envDir: workspaceRoot,
    plugins: appPlugins(),
    define: buildId(),
    build: {
      outDir: path.join(workspaceRoot, 'dist/apps', app),
      emptyOutDir: true,
      target: 'es2022',
      // Maps are written for error reporting but not referenced from the bundles; servers refuse *.map.
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              shellChunk,
              queryChunk,
              apiChunk,
              apiErrorsChunk,
              listChunk,
              dataAccessChunk,
              ...formatChunks,
            ],
          },
        },
      },
      reportCompressedSize: false,
    },
    server: { proxy: apiProxy() },
    test: testOptions(dir),
  } as UserConfig);
}

/**
 * Vitest config of a lib (or tool): jsdom, MSW-friendly, macros compiled. `isolate: true` for a
 * project whose test files share module state (a fixture database one file writes and another
 * reads, a module-level cache or init flag): each file then gets its own modules and jsdom again.
 */
export function libConfig(
  dir: string,
  environment: 'jsdom' | 'node' = 'jsdom',
  { isolate = false }: { isolate?: boolean } = {},
): UserConfig {
  return defineConfig({
    root: dir,
    envDir: workspaceRoot,
    plugins: plugins(),
    define: buildId(),
    test: { ...testOptions(dir, environment), isolate },
  } as UserConfig);
}

function testOptions(dir: string, environment: 'jsdom' | 'node' = 'jsdom') {
  return {
    root: dir,
    environment,
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // CI's second pass at 23:30 (TEST_NOW set) leaves out the apps' server-fault suites: every request
    // fails in them and no date shows, and they are a fifth of the unit time.
    exclude: ['**/node_modules/**', ...(process.env.SKIP_FAULT_SUITES ? ['**/screen-faults.test.tsx'] : [])],
    setupFiles: [path.join(workspaceRoot, 'tools/test-setup/setup.ts')],
    restoreMocks: true,
    pool: 'threads',
    // One module graph and one jsdom per worker, not per file (libConfig's default): React,
    // antd-mobile and the kit were imported and a jsdom built again for every test file, half of
    // each project's time (orders 23 s to 14 s, shop 47 s to 24 s). The test setup resets what
    // every file shares (the DOM, storage, the clock, the kit's toasts).
    // CI runs lint, typecheck and tests of 45 projects side by side on 2 cores: a stand-in test that
    // migrates and seeds every domain, or a lazy screen's first transform, can pass vitest's 5 s/10 s
    // on load alone (the stand-in's suite failed that way on a fresh clone that passed elsewhere), and
    // beside other work (load average 14) a form test of a dozen steps passed 20 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The JSON report feeds the one-line total that CI prints (tools/scripts/test-summary.mjs).
    reporters: [
      'default',
      [
        'json',
        {
          outputFile: path.join(
            workspaceRoot,
            'tmp/vitest',
            `${path.basename(dir)}-${path.basename(path.dirname(dir))}.json`,
          ),
        },
      ],
    ],
  };
}

function apiProxy() {
  const target = process.env.API_UPSTREAM ?? 'http://localhost:4300';
  return { '/api': { target, changeOrigin: true }, '/__dev': { target, changeOrigin: true } };
}
