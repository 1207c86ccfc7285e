import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key (one app, two sub-apps, one client);
 * the activity's key says whether it was read signed in (the viewer's days come only then).
 */
export const checkInKeys = {
  all: (subApp: SubAppId) => ['check-in', subApp] as const,
  activity: (subApp: SubAppId, id: number, signedIn: boolean) =>
    [...checkInKeys.all(subApp), 'activity', id, signedIn] as const,
  rules: (subApp: SubAppId, id: number | null) => [...checkInKeys.all(subApp), 'rules', id] as const,
};
