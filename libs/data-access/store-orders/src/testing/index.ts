export { storeOrderHandlers, storeOrderDetailHandler, arrayStore, type StoreOrderStore } from './handlers';
export { storeOrder } from './fixtures';
