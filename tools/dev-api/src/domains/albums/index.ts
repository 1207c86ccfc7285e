import type { Domain } from '../../domain';
import { albumsMessages } from './messages';
import { albumsRoutes } from './routes';

/**
 * Practice albums: a student's class photos and month reports, computed from practice records drawn
 * per user and day (practice.ts), relative to the clock; the photos are the course drawings
 * (courses/art.ts). Nothing is stored, so there are no migrations or seed.
 */
export const albumsDomain: Domain = {
  name: 'albums',
  basePath: '/api/albums',
  messages: albumsMessages,
  routes: albumsRoutes,
  migrations: [],
};
