import type { Domain } from '../../domain';
import { giftCardsMessages } from './messages';
import { giftCardsMigrations } from './migrations';
import { giftCardsRoutes } from './routes';
import { seedGiftCards } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const giftCardsDomain: Domain = {
  name: 'gift-cards',
  basePath: '/api/gift-cards',
  messages: giftCardsMessages,
  migrations: giftCardsMigrations,
  seed: seedGiftCards,
  routes: giftCardsRoutes,
};
