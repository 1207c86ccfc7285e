import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** The diagnostic screens (their own chunk, with the debug tool's catalog). */
export const devtoolsScreens = withCatalog(catalog, {
  /** webview_test: the build id, host and user agent of this page. */
  webviewTest: () => import('./webview-test-screen'),
} satisfies ScreenMap);
