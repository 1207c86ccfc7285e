export { courseOrderKeys } from './keys';
export { orderChanged } from './api/invalidate';
export { fetchOrderPage, orderListOptions, useOrderList, PAGE_SIZE } from './api/order-list';
export { fetchOrder, orderOptions, useOrder } from './api/order-detail';
export { fetchOrderStatus, orderStatusOptions, useOrderStatus, POLL_MS } from './api/order-status';
export { cancelAndRefresh, cancelOrder } from './api/cancel-order';
