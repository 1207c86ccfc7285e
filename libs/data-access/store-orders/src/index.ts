export { storeOrderKeys, type StoreOrderFilter } from './keys';
export { patchStoreOrder, storeOrderChanged } from './api/invalidate';
export { fetchStoreOrderPage, storeOrderListOptions, useStoreOrderList, PAGE_SIZE } from './api/order-list';
export { fetchStoreOrder, storeOrderOptions, useStoreOrder } from './api/order-detail';
export { cancelStoreOrder, useCancelStoreOrder } from './api/cancel-order';
export { receiveStoreOrder, useReceiveStoreOrder } from './api/receive-order';
export { useStoreOrderFlows } from './flows';
