export { courseOrderHandlers, arrayStore, type OrderStore } from './handlers';
export { courseOrder } from './fixtures';
