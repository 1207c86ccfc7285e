import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, setCatalogLoader, type CatalogLoader } from '@yoga/i18n';
import { matchRoutes } from 'react-router';
import {
  brandOf,
  currentHostEnv,
  currentLanguage,
  keepQueryLanguage,
  shouldFrame,
  type AppName,
} from '@yoga/platform';
import { intakeFromLocation } from '@yoga/session';
import { configureApi } from '@yoga/api';
import { applyBrandTheme } from '@yoga/ui';
import { AppRoot } from './app-root';
import { appConfig } from './config';
import { startHostIntegration } from './host-integration';
import { startMonitoring } from './monitoring';
import { afterFirstScreen } from './first-screen';
import type { ResolvedRoute } from './define-routes';
import { routeTarget } from './route-element';
import { withExtras } from './extras-catalog';
import { kitStylesFirst } from './kit-styles-first';

export interface StartOptions {
  app: AppName;
  routes: ResolvedRoute[];
  loadCatalog: CatalogLoader;
}

/** Boot order matters: the URL token is taken and stripped before the router, a request or a report sees it. */
export async function startApp({ app, routes, loadCatalog }: StartOptions): Promise<void> {
  const { switched } = intakeFromLocation();
  const root = document.getElementById('root')!;
  try {
    appConfig();
  } catch (e) {
    root.textContent = (e as Error).message;
    throw e;
  }
  // Its effects pull in toasts, dialogs and the chat SDK: loaded with the first request.
  configureApi(async () => (await import('./api')).apiConfig());
  startHostIntegration();
  applyBrandTheme(brandOf(location.pathname, location.hash));
  setCatalogLoader(loadCatalog);
  // The catalog and the first screen's chunk are fetched together, not one after the other.
  keepQueryLanguage(location.search);
  const localeReady = activateLocale(currentLanguage());
  kitStylesFirst();
  void prefetchFirstScreen(routes);
  // The reporter loads on the page's first error; until then the shell holds what it needs.
  startMonitoring(appConfig());
  await localeReady;
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppRoot app={app} routes={routes} switched={switched} />
      </I18nProvider>
    </StrictMode>,
  );
  // A release build (the define is "dev" otherwise, and this goes from the bundle) tells a long-open
  // tab when a newer release is live; its own chunk, after the first screen.
  const release = import.meta.env.VITE_RELEASE_VERSION as string;
  if (release !== 'dev')
    void afterFirstScreen()
      .then(() => withExtras(import('./new-release')))
      .then((m) => m.watchNewRelease({ version: release, base: import.meta.env.BASE_URL }));
  const cfg = appConfig();
  if (cfg.debugTool) {
    // Its own chunk, fetched once the first screen is up and the page idle (not beside the screen's
    // own chunks); production builds leave it out unless enabled.
    await afterFirstScreen();
    const { mountDebugTool } = await import('@yoga/devtools/tool');
    mountDebugTool(true, { productionApiBase: cfg.apiBase, testApiBase: cfg.testApiBase });
  }
}

/**
 * Starts loading the screen chunk of the route the address shows (React.lazy gets the same module
 * when it renders); the promise never rejects. Skipped where that screen will not show: a redirect,
 * a login first, or the desktop frame (which loads the page again inside itself).
 */
function prefetchFirstScreen(routes: ResolvedRoute[]): Promise<unknown> | undefined {
  try {
    if (shouldFrame(currentHostEnv(), location.pathname, window.top === window.self)) return;
    const route = matchRoutes(routes, location.pathname)?.[0]?.route;
    // A failed load is the screen boundary's to show, when React.lazy loads it again.
    if (route?.load && !routeTarget(route, location)) return route.load().catch(() => undefined);
  } catch {
    // Only a head start: the router loads the screen anyway.
  }
}
