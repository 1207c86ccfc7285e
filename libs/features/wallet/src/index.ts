export { walletScreens } from './screens';
