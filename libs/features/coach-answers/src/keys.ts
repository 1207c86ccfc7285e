import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. Answering invalidates through these.
 */
export const coachAnswersKeys = {
  all: (subApp: SubAppId) => ['coach-answers', subApp] as const,
  lists: (subApp: SubAppId) => [...coachAnswersKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, state: string) => [...coachAnswersKeys.lists(subApp), state] as const,
  detail: (subApp: SubAppId, id: number) => [...coachAnswersKeys.all(subApp), 'detail', id] as const,
  record: (subApp: SubAppId, id: number) => [...coachAnswersKeys.all(subApp), 'record', id] as const,
};
