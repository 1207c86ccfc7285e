import type { Domain } from '../../domain';
import { courseMediaMessages } from './messages';
import { courseMediaMigrations } from './migrations';
import { courseMediaRoutes } from './routes';
import { seedCourseMedia } from './seed';

/** Class-pass cards with their usage, and recorded classes (playbacks) served with Range support. */
export const courseMediaDomain: Domain = {
  name: 'course-media',
  basePath: '/api/course-media',
  messages: courseMediaMessages,
  migrations: courseMediaMigrations,
  seed: seedCourseMedia,
  routes: courseMediaRoutes,
};
