import type { SubAppId } from '@yoga/platform';

/**
 * The key factory of a course's reviews (GET /api/courses/reviews): the course page lists them and a
 * student's evaluation of a paid order adds one, and the orders feature's evaluation invalidates them (`reviewsChanged`): the course page shows it at once.
 */
export const courseReviewKeys = {
  all: (subApp: SubAppId) => ['course-reviews', subApp] as const,
  course: (subApp: SubAppId, courseId: number) => [...courseReviewKeys.all(subApp), courseId] as const,
};
