export { paymentScreens } from './screens';
