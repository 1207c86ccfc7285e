import { i18n } from '@lingui/core';
import type { Locale } from '@yoga/platform';

/** For tests: activate the shared libs' own catalog (compiled from .po on import). */
export async function activateTestLocale(locale: Locale = 'zh'): Promise<void> {
  const { messages } = (await import(`./locales/${locale}.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale, messages });
}

/** For tests that switch language through activateLocale: the shared libs' catalogs. */
export const testCatalogLoader = (locale: Locale) =>
  import(`./locales/${locale}.po`) as Promise<{ messages: Record<string, string> }>;
