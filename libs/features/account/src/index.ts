export { accountScreens } from './screens';
