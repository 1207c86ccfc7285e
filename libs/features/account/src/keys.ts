import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the account domain. The sub-app is in every key: one app serves a student and
 * a coach sub-app with different tokens over one QueryClient.
 */
export const accountKeys = {
  all: (subApp: SubAppId) => ['account', subApp] as const,
  me: (subApp: SubAppId) => [...accountKeys.all(subApp), 'me'] as const,
  profile: (subApp: SubAppId) => [...accountKeys.all(subApp), 'profile'] as const,
  deletion: (subApp: SubAppId) => [...accountKeys.all(subApp), 'deletion'] as const,
};
