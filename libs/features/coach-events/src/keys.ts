import type { SubAppId } from '@yoga/platform';

/** Every query key of coach events; a sign-up, a cancel or feedback invalidates `all`. */
export const coachEventsKeys = {
  all: (subApp: SubAppId) => ['coach-events', subApp] as const,
  list: (subApp: SubAppId) => [...coachEventsKeys.all(subApp), 'list'] as const,
  detail: (subApp: SubAppId, id: number) => [...coachEventsKeys.all(subApp), 'event', id] as const,
};
