import { http } from 'msw';
import type { CourseReview } from '@yoga/contract';
import { API, pagedJson } from '@yoga/testing';

/**
 * GET /api/courses/reviews over a test's reviews of one course (or of each, by id), newest first, paged
 * as the stand-in pages them.
 */
export function courseReviewHandlers(reviews: (courseId: number) => readonly CourseReview[]) {
  return [
    http.get(`${API}/courses/reviews`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      return pagedJson(reviews(Number(q.get('courseId'))), {
        page: Number(q.get('page') ?? 1),
        pageSize: Number(q.get('pageSize') ?? 10),
      });
    }),
  ];
}
