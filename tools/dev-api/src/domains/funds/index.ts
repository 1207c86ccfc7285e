import type { Domain } from '../../domain';
import { fundsMessages } from './messages';
import { fundsMigrations } from './migrations';
import { fundsRoutes } from './routes';
import { seedFunds } from './seed';

/**
 * Community fund votes (bay): proposals seeded relative to the clock, one vote per user per fund
 * (a UNIQUE constraint), refused before the start and after the end; the tally is open to read.
 */
export const fundsDomain: Domain = {
  name: 'funds',
  basePath: '/api/funds',
  messages: fundsMessages,
  migrations: fundsMigrations,
  seed: seedFunds,
  routes: fundsRoutes,
};
