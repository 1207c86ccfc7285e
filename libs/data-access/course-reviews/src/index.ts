export { courseReviewKeys } from './keys';
export {
  fetchReviewPage,
  courseReviewsOptions,
  useCourseReviews,
  reviewsChanged,
  REVIEWS_PAGE_SIZE,
} from './api/course-reviews';
