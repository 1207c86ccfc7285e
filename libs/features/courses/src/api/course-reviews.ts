import { useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { ReviewPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coursesKeys } from '../keys';

export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/courses/reviews?subApp=&courseId=&page=&pageSize=: newest first, students' evaluations included. */
export function fetchReviewPage(subApp: SubAppId, courseId: number, page: number): Promise<ReviewPage> {
  return api.standard.get<ReviewPage>('courses/reviews', {
    searchParams: { subApp, courseId, page, pageSize: REVIEWS_PAGE_SIZE },
  });
}

export const courseReviewsOptions = (subApp: SubAppId, courseId: number) =>
  pagedQueryOptions({
    queryKey: coursesKeys.reviews(subApp, courseId),
    fetchPage: (page) => fetchReviewPage(subApp, courseId, page),
  });

export const useCourseReviews = (subApp: SubAppId, courseId: number) =>
  useInfiniteQuery(courseReviewsOptions(subApp, courseId));
