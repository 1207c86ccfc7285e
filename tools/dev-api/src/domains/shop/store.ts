/** What other domains use of the shop (phala's mat invite claims its mat as a free store order). */
export { createStoreOrder, type NewStoreOrder } from './order-store';
export { skusOf, type SkuRow } from './catalog-store';
