import type { Domain } from '../../domain';
import { giftCardsMessages } from './messages';
import { giftCardsMigrations } from './migrations';
import { giftCardsDevRoutes, giftCardsRoutes } from './routes';
import { seedGiftCards } from './seed';

/**
 * Gift-card redemption: card types per brand, codes redeemed once, attempts limited per account and
 * per client, and the grant made through the VIP domain (membership) or course media (class pass).
 * Needs vip and course-media first (its redemptions refer to their cards).
 */
export const giftCardsDomain: Domain = {
  name: 'gift-cards',
  basePath: '/api/gift-cards',
  messages: giftCardsMessages,
  migrations: giftCardsMigrations,
  seed: seedGiftCards,
  routes: giftCardsRoutes,
  devRoutes: giftCardsDevRoutes,
};
