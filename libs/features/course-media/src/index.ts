export { courseMediaScreens } from './screens';
