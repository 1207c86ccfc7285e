import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n, loadFeatureCatalog, type CatalogLoader } from '@yoga/i18n';
import { currentHostEnv, detectHost } from '@yoga/platform';
import { shouldShowDebugTool } from './actions';
import { DebugTool, type DebugToolProps } from './debug-tool';

// Its strings are its own catalog: no first screen carries them.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** Mounts the debug button beside the app, when this build and host allow it. */
export function mountDebugTool(enabled: boolean, props: DebugToolProps): boolean {
  if (!shouldShowDebugTool(enabled, detectHost(currentHostEnv()))) return false;
  const host = document.createElement('div');
  host.id = 'debug-tool';
  document.body.appendChild(host);
  // The button renders at once; its labels follow as soon as the catalog is in.
  void loadFeatureCatalog(catalog);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <DebugTool {...props} />
    </I18nProvider>,
  );
  return true;
}
