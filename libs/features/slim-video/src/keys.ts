import type { SubAppId } from '@yoga/platform';

/** Signed in or not: a course reads differently (locks, progress), so signing in never reuses a guest answer. */
export type Viewer = 'user' | 'guest';

/** Every query key of slim's video courses; the sub-app is in every key. */
export const slimVideoKeys = {
  all: (subApp: SubAppId) => ['slim-video', subApp] as const,
  course: (subApp: SubAppId, id: number, viewer: Viewer) =>
    [...slimVideoKeys.all(subApp), 'course', id, viewer] as const,
  lesson: (subApp: SubAppId, id: number, viewer: Viewer) =>
    [...slimVideoKeys.all(subApp), 'lesson', id, viewer] as const,
};
