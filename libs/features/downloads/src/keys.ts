import type { SubAppId } from '@yoga/platform';

/** Every query key of this domain; the sub-app is in each (one client serves student and coach sub-apps). */
export const downloadsKeys = {
  all: (subApp: SubAppId) => ['downloads', subApp] as const,
  release: (subApp: SubAppId, channel: 'release' | 'test' | 'tv') =>
    [...downloadsKeys.all(subApp), 'release', channel] as const,
  tvLogin: (subApp: SubAppId, code: string) => [...downloadsKeys.all(subApp), 'tv-login', code] as const,
  coach: (subApp: SubAppId, id: number) => [...downloadsKeys.all(subApp), 'coach', id] as const,
  myCoach: (subApp: SubAppId) => [...downloadsKeys.all(subApp), 'my-coach'] as const,
};
