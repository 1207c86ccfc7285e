import type { Domain } from '../../domain';
import { coursesMessages } from './messages';
import { coursesMigrations } from './migrations';
import { coursesDevRoutes, coursesRoutes } from './routes';
import { seedCourseDomain } from './seed';

/** Courses with class times and seats, coupons, course orders (through orders), daily free classes. */
export const coursesDomain: Domain = {
  name: 'courses',
  basePath: '/api/courses',
  messages: coursesMessages,
  migrations: coursesMigrations,
  seed: seedCourseDomain,
  routes: coursesRoutes,
  devRoutes: coursesDevRoutes,
};
