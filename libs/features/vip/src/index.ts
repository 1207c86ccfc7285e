export { vipScreens } from './screens';
