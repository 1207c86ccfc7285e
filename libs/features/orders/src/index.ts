export { ordersScreens } from './screens';
