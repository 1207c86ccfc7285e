import type { SubAppId } from '@yoga/platform';

/** Every query key of the coach schedule; a request or a taken class invalidates `all`. */
export const coachClassesKeys = {
  all: (subApp: SubAppId) => ['coach-classes', subApp] as const,
  week: (subApp: SubAppId, week: number, kind: string) =>
    [...coachClassesKeys.all(subApp), 'week', week, kind] as const,
  detail: (subApp: SubAppId, id: number) => [...coachClassesKeys.all(subApp), 'class', id] as const,
  summary: (subApp: SubAppId) => [...coachClassesKeys.all(subApp), 'summary'] as const,
  open: (subApp: SubAppId) => [...coachClassesKeys.all(subApp), 'open'] as const,
  colleagues: (subApp: SubAppId) => [...coachClassesKeys.all(subApp), 'colleagues'] as const,
  requests: (subApp: SubAppId, kind: string) => [...coachClassesKeys.all(subApp), 'requests', kind] as const,
};
