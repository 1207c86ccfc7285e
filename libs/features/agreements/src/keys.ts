import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key (a coach and a student sub-app share
 * one app and see different documents); the language too, as the server words the text in it.
 */
export const agreementsKeys = {
  all: (subApp: SubAppId) => ['agreements', subApp] as const,
  list: (subApp: SubAppId, lang: string) => [...agreementsKeys.all(subApp), 'list', lang] as const,
  document: (subApp: SubAppId, key: string, version: number | null, lang: string) =>
    [...agreementsKeys.all(subApp), 'document', key, version ?? 'current', lang] as const,
};

/** Articles and the coaches' notice: by sub-app (the brand), id and language. */
export const articlesKeys = {
  all: (subApp: SubAppId) => ['articles', subApp] as const,
  article: (subApp: SubAppId, id: number, lang: string) => [...articlesKeys.all(subApp), id, lang] as const,
  notice: (subApp: SubAppId, lang: string) => [...articlesKeys.all(subApp), 'notify', lang] as const,
  /** One open's read count: outside the articles' root, so updating the articles never touches it. */
  read: (subApp: SubAppId, id: number) => ['articles-read', subApp, id] as const,
};

/** CMS pages (public/page): by id and language; public pages belong to no sub-app. */
export const pagesKeys = {
  all: ['cms-pages'] as const,
  page: (id: number, lang: string) => [...pagesKeys.all, id, lang] as const,
};

/** slim's recipes: by sub-app, id and language. */
export const recipesKeys = {
  all: (subApp: SubAppId) => ['recipes', subApp] as const,
  recipe: (subApp: SubAppId, id: number, lang: string) => [...recipesKeys.all(subApp), id, lang] as const,
};

/** slim's practices and the caller's rating: by sub-app, id and language. */
export const practicesKeys = {
  all: (subApp: SubAppId) => ['practices', subApp] as const,
  practice: (subApp: SubAppId, id: number, lang: string) => [...practicesKeys.all(subApp), id, lang] as const,
};
