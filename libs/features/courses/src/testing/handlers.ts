import { http } from 'msw';
import { COURSE_CODES } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';
import { coupons, courseReviews, courses, freeDay, preview } from './fixtures';
import { pointsHandlers } from '@yoga/data-access-points/testing';
import { courseReviewHandlers } from '@yoga/data-access-course-reviews/testing';

export const paths = {
  detail: `${API}/courses/detail`,
  reviews: `${API}/courses/reviews`,
  preview: `${API}/courses/pay-preview`,
  /** The pay screen's coupons, from the coupons data-access lib. */
  usable: `${API}/coupons/usable`,
  order: `${API}/courses/order`,
  free: `${API}/courses/free`,
  book: `${API}/courses/free/book`,
};

/** The courses domain's success answers; tests add their failures with server.use(). */
export const coursesHandlers = [
  http.get(paths.detail, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('courseId'));
    const course = courses.find((c) => c.id === id);
    return course ? okJson(course) : failJson(COURSE_CODES.courseNotFound, '课程不存在');
  }),
  ...courseReviewHandlers(() => courseReviews),
  http.get(paths.preview, () => okJson(preview)),
  http.get(paths.usable, () => okJson({ coupons, bestCouponId: 1 })),
  http.post(paths.order, () => okJson({ orderNo: 'OM20261201123456', amount: 13900 })),
  http.get(paths.free, () => okJson(freeDay)),
  // The balance the points row offers: the data-access lib's own handler (599 points).
  ...pointsHandlers(),
  http.post(paths.book, async ({ request }) => {
    const { classId } = (await request.json()) as { classId: number };
    return okJson({ classId, date: freeDay.date });
  }),
];
