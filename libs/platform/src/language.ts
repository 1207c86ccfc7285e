import { localStorageKeys } from './registry';

export type Locale = 'zh' | 'en';
export const locales: readonly Locale[] = ['zh', 'en'];

export interface LanguageSources {
  search: string;
  session?: Pick<Storage, 'getItem'>;
  local?: Pick<Storage, 'getItem'>;
  browserLanguage?: string;
}

/** `zh-CN`, `ZH`, `en_US` -> supported locale, or null. */
export function toLocale(value: string | null | undefined): Locale | null {
  const first = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (locales as readonly string[]).includes(first ?? '') ? (first as Locale) : null;
}

function read(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(localStorageKeys.language) ?? null;
  } catch {
    return null; // storage can throw in private modes and sandboxed web-views
  }
}

/**
 * Spec section 9: the `lng` query, then session storage, then local storage, then the first part
 * of the browser language, else English. A source with an unsupported value is skipped.
 */
export function detectLanguage(src: LanguageSources): Locale {
  const query = new URLSearchParams(src.search).get('lng');
  return (
    toLocale(query) ??
    toLocale(read(src.session)) ??
    toLocale(read(src.local)) ??
    toLocale(src.browserLanguage) ??
    'en'
  );
}

export function currentLanguage(): Locale {
  return detectLanguage({
    search: location.search,
    session: sessionStorage,
    local: localStorage,
    browserLanguage: navigator.language,
  });
}

/**
 * A supported `lng` in the address is kept in session storage, the next source in the spec's order,
 * so the next page of this visit (a link or a reload without the query) keeps that language. Not in
 * local storage: a shared link's language must not outlive the visit; a choice made in the app
 * (rememberLanguage) does. Returns the locale taken from the query, if any.
 */
export function keepQueryLanguage(
  search: string,
  session: () => Pick<Storage, 'setItem'> = () => sessionStorage,
): Locale | null {
  const locale = toLocale(new URLSearchParams(search).get('lng'));
  if (!locale) return null;
  try {
    session().setItem(localStorageKeys.language, locale); // reading sessionStorage can throw too
  } catch {
    /* storage unavailable: the query decides for this page only */
  }
  return locale;
}

/** Remember a choice for this session and later visits. */
export function rememberLanguage(locale: Locale): void {
  try {
    sessionStorage.setItem(localStorageKeys.language, locale);
    localStorage.setItem(localStorageKeys.language, locale);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}
