import type { SubAppId } from '@yoga/platform';

export type Viewer = 'user' | 'guest';

/**
 * Every query key of the course-media domain. The sub-app is in every key: one app serves a student
 * and a coach sub-app with different tokens over one QueryClient.
 */
export const courseMediaKeys = {
  all: (subApp: SubAppId) => ['course-media', subApp] as const,
  /** `viewer`: what a card or playback shows depends on being signed in, so signing in never reuses a guest answer. */
  card: (subApp: SubAppId, id: number, viewer: Viewer) =>
    [...courseMediaKeys.all(subApp), 'card', id, viewer] as const,
  usages: (subApp: SubAppId, id: number) => [...courseMediaKeys.all(subApp), 'card', id, 'usages'] as const,
  playback: (subApp: SubAppId, id: number, viewer: Viewer) =>
    [...courseMediaKeys.all(subApp), 'playback', id, viewer] as const,
};
