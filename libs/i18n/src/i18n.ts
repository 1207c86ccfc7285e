import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { Locale } from '@yoga/platform';

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

let loader: CatalogLoader | null = null;
const loaded = new Map<Locale, Messages>();
/** Catalogs of the features whose screens this page has loaded, and the languages each has. */
const features = new Map<CatalogLoader, Set<Locale>>();
/** The language being switched to, so a feature catalog asked for meanwhile comes in that one. */
let target: Locale | null = null;

// A built page shows a message's id where its catalog lacks it (the macro drops the Chinese source):
// say so, for the error reporter and for the e2e sweep that opens every screen in both languages
// (a screen's piece of its feature's catalog is cut at build time, tools/vite/screen-catalogs.ts).
if (import.meta.env.PROD)
  i18n.on('missing', ({ id, locale }) =>
    console.error(`[i18n] no ${locale} message ${id} on ${location.pathname}`),
  );

/** Each app hands over its own catalog loader: a language's catalog is fetched only when used. */
export function setCatalogLoader(load: CatalogLoader | null): void {
  loader = load;
  loaded.clear();
  features.clear();
}

async function loadFeature(load: CatalogLoader, locale: Locale): Promise<void> {
  const have = features.get(load) ?? new Set<Locale>();
  features.set(load, have);
  if (have.has(locale)) return;
  const { messages } = await load(locale);
  have.add(locale);
  // Lingui merges: the app's catalog and every feature's share one table per language.
  i18n.load(locale, { ...messages });
}

/**
 * A feature's own catalog: its strings travel with its screens instead of with every app's first
 * screen. Loaded beside a screen's chunk (see `withCatalog`), and again on a language switch.
 */
export function loadFeatureCatalog(load: CatalogLoader): Promise<void> {
  const locale = target ?? (i18n.locale as Locale | '');
  if (!locale) {
    features.set(load, features.get(load) ?? new Set());
    return Promise.resolve();
  }
  return loadFeature(load, locale);
}

/** A part loaded later (a sheet, a panel, a rare dialog) that brings its words with it. */
export const withPiece = <T>(part: Promise<T>, load: CatalogLoader): Promise<T> =>
  Promise.all([part, loadFeatureCatalog(load)]).then(([m]) => m);

/**
 * Wraps a feature's screen loaders so each screen arrives with the feature's catalog and its title.
 * The titles are the feature's strings too: a page's title loads with its screen, so an app's first
 * catalog does not carry the titles of all its routes (the shell shows it once the screen is here).
 */
export function withCatalog<T extends Record<string, () => Promise<object>>>(
  // A build gives each screen its own piece of the catalog (tools/vite/screen-catalogs.ts).
  load: CatalogLoader | { whole: CatalogLoader; pieces: Record<string, CatalogLoader> },
  screens: T,
  titles: { [K in keyof T]: MessageDescriptor },
): T {
  const out: Record<string, () => Promise<unknown>> = {};
  for (const [name, screen] of Object.entries(screens))
    out[name] = () =>
      withPiece(screen(), typeof load === 'function' ? load : (load.pieces[name] ?? load.whole)).then(
        (m) => ({ ...m, title: titles[name] }),
      );
  return out as T;
}

export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  try {
    const featureLoads = [...features.keys()].map((f) => loadFeature(f, locale));
    let messages = loaded.get(locale);
    if (!messages) {
      if (!loader) throw new Error('i18n: no catalog loader set; call setCatalogLoader() first');
      messages = (await loader(locale)).messages;
      loaded.set(locale, messages);
    }
    await Promise.all(featureLoads);
    // load merges with the features' strings already there; activate re-renders with them.
    i18n.load(locale, { ...messages });
    i18n.activate(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  } finally {
    if (target === locale) target = null;
  }
}

export { i18n };
