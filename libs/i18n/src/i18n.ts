import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@yoga/platform';

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

let loader: CatalogLoader | null = null;
const loaded = new Map<Locale, Messages>();

/** Each app hands over its own catalog loader: a language's catalog is fetched only when used. */
export function setCatalogLoader(load: CatalogLoader | null): void {
  loader = load;
  loaded.clear();
}

export async function activateLocale(locale: Locale): Promise<void> {
  let messages = loaded.get(locale);
  if (!messages) {
    if (!loader) throw new Error('i18n: no catalog loader set; call setCatalogLoader() first');
    messages = (await loader(locale)).messages;
    loaded.set(locale, messages);
  }
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
