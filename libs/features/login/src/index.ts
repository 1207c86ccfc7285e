export { loginScreens } from './screens';
