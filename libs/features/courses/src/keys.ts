import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the courses domain. The sub-app is in every key: one app serves a student and
 * a coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 * A course's reviews are a resource of their own (@yoga/data-access-course-reviews): an evaluation
 * in the orders feature adds one and refreshes them.
 */
export const coursesKeys = {
  all: (subApp: SubAppId) => ['courses', subApp] as const,
  detail: (subApp: SubAppId, courseId: number) => [...coursesKeys.all(subApp), 'detail', courseId] as const,
  payPreview: (subApp: SubAppId, courseId: number, classId: number) =>
    [...coursesKeys.all(subApp), 'pay-preview', courseId, classId] as const,
  freeDay: (subApp: SubAppId) => [...coursesKeys.all(subApp), 'free'] as const,
};
