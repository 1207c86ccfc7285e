import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, setCatalogLoader, type CatalogLoader } from '@yoga/i18n';
import { currentLanguage, detectSubApp, type AppName } from '@yoga/platform';
import { intakeFromLocation } from '@yoga/session';
import { configureApi } from '@yoga/api';
import { applyBrandTheme } from '@yoga/ui';
import { AppRoot } from './app-root';
import { appConfig } from './config';
import { startHostIntegration } from './host-integration';
import { startMonitoring } from './monitoring';
import type { ResolvedRoute } from './define-routes';

export interface StartOptions {
  app: AppName;
  routes: ResolvedRoute[];
  loadCatalog: CatalogLoader;
}

/** Boot order matters: the URL token is taken and stripped before the router, a request or a report sees it. */
export async function startApp({ app, routes, loadCatalog }: StartOptions): Promise<void> {
  intakeFromLocation();
  const root = document.getElementById('root')!;
  try {
    appConfig();
  } catch (e) {
    root.textContent = (e as Error).message;
    throw e;
  }
  // Its effects pull in toasts, dialogs and the chat SDK: loaded with the first request.
  configureApi(async () => (await import('./api')).apiConfig());
  startMonitoring(appConfig());
  startHostIntegration();
  applyBrandTheme(detectSubApp(location.pathname, location.hash)?.brand ?? 'public');
  setCatalogLoader(loadCatalog);
  await activateLocale(currentLanguage());
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppRoot app={app} routes={routes} />
      </I18nProvider>
    </StrictMode>,
  );
  const cfg = appConfig();
  if (cfg.debugTool) {
    // Its own chunk, fetched after the first screen; production builds leave it out unless enabled.
    const { mountDebugTool } = await import('@yoga/devtools');
    mountDebugTool(true, { productionApiBase: cfg.apiBase, testApiBase: cfg.testApiBase });
  }
}
