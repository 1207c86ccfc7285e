import type { Domain } from '../../domain';
import { demoUserId } from '../auth/demo-user';
import { albumsMigrations, giveAlbumHistory } from './history';
import { albumsMessages } from './messages';
import { albumsRoutes } from './routes';

/**
 * Practice albums: a student's class photos and month reports, computed from practice records drawn
 * per user and day (practice.ts), relative to the clock; the photos are the course drawings
 * (courses/art.ts). Only who has a history is stored (history.ts): the demo account from the seed,
 * a number a test names through /__dev/history.
 */
export const albumsDomain: Domain = {
  name: 'albums',
  basePath: '/api/albums',
  messages: albumsMessages,
  routes: albumsRoutes,
  migrations: albumsMigrations,
  seed: (db, clock) => giveAlbumHistory(db, clock(), demoUserId(db, clock())),
  hooks: { 'account.history': (e) => giveAlbumHistory(e.db, e.clock(), e.userId) },
};
