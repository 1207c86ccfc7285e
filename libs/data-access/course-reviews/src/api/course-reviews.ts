import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { ReviewPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseReviewKeys } from '../keys';

export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/courses/reviews?subApp=&courseId=&page=&pageSize=: newest first, students' evaluations included. */
export function fetchReviewPage(subApp: SubAppId, courseId: number, page: number): Promise<ReviewPage> {
  return api.app.get<ReviewPage>('courses/reviews', {
    searchParams: { subApp, courseId, page, pageSize: REVIEWS_PAGE_SIZE },
  });
}

export const courseReviewsOptions = (subApp: SubAppId, courseId: number) =>
  pagedQueryOptions({
    queryKey: courseReviewKeys.course(subApp, courseId),
    fetchPage: (page) => fetchReviewPage(subApp, courseId, page),
  });

export const useCourseReviews = (subApp: SubAppId, courseId: number) =>
  useInfiniteQuery(courseReviewsOptions(subApp, courseId));

/**
 * After an evaluation is submitted: the sub-app's course reviews are stale (the one shown refetches
 * now, the others when next shown), so the course page lists the new review without waiting.
 */
export const reviewsChanged = (client: QueryClient, subApp: SubAppId) =>
  client.invalidateQueries({ queryKey: courseReviewKeys.all(subApp) });
