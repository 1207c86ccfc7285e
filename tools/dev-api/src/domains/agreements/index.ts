import type { Domain } from '../../domain';
import { agreementsMessages } from './messages';
import { agreementsMigrations } from './migrations';
import { agreementsRoutes } from './routes';
import { seedAgreements } from './seed';

/**
 * Legal documents of every brand (user agreement, privacy policy, membership, pearls, sports safety,
 * special edition, coach agreements) with numbered versions, served as structured blocks in zh or en.
 */
export const agreementsDomain: Domain = {
  name: 'agreements',
  basePath: '/api/agreements',
  messages: agreementsMessages,
  migrations: agreementsMigrations,
  seed: seedAgreements,
  routes: agreementsRoutes,
};
