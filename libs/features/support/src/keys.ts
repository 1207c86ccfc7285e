import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain: the sub-app (a coach sub-app reads the coaches' FAQ of the same
 * brand) and the language (the server words the text in it) are in each.
 */
export const supportKeys = {
  all: (subApp: SubAppId) => ['support', subApp] as const,
  service: (subApp: SubAppId, lang: string) => [...supportKeys.all(subApp), 'service', lang] as const,
  categories: (subApp: SubAppId, lang: string) => [...supportKeys.all(subApp), 'categories', lang] as const,
  questions: (subApp: SubAppId, lang: string, q: string, category: string | null) =>
    [...supportKeys.all(subApp), 'questions', lang, q, category ?? 'all'] as const,
  question: (subApp: SubAppId, id: number, lang: string) =>
    [...supportKeys.all(subApp), 'question', id, lang] as const,
};
