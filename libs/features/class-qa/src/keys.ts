import type { SubAppId } from '@yoga/platform';

/** Query keys of the student's post-class Q&A (the sub-app in every key: one client serves two tokens). */
export const classQaKeys = {
  all: (subApp: SubAppId) => ['class-qa', subApp] as const,
  list: (subApp: SubAppId) => [...classQaKeys.all(subApp), 'list'] as const,
  detail: (subApp: SubAppId, id: number) => [...classQaKeys.all(subApp), 'detail', id] as const,
};
