export { courseOrderHandlers, courseReviewHandlers, arrayStore, type OrderStore } from './handlers';
export { courseOrder } from './fixtures';
