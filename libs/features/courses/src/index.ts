export { coursesScreens } from './screens';
