export { courseReviewHandlers } from './handlers';
