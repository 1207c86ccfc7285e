import type { SubAppId } from '@yoga/platform';

/** Every query key of this domain (the sub-app in each: one QueryClient serves every sub-app). */
export const practiceKeys = {
  all: (subApp: SubAppId) => ['practice', subApp] as const,
  home: (subApp: SubAppId) => [...practiceKeys.all(subApp), 'home'] as const,
  profile: (subApp: SubAppId) => [...practiceKeys.all(subApp), 'profile'] as const,
  family: (subApp: SubAppId) => [...practiceKeys.all(subApp), 'family'] as const,
  clocks: (subApp: SubAppId) => [...practiceKeys.all(subApp), 'clock'] as const,
  clock: (subApp: SubAppId, month: string) => [...practiceKeys.clocks(subApp), month] as const,
  measurement: (subApp: SubAppId, item: string) =>
    [...practiceKeys.all(subApp), 'measurement', item] as const,
};
