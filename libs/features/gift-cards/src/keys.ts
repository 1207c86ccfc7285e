import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. The redemption invalidates through these.
 */
export const giftCardsKeys = {
  all: (subApp: SubAppId) => ['gift-cards', subApp] as const,
  type: (subApp: SubAppId, key: string) => [...giftCardsKeys.all(subApp), 'type', key] as const,
  latest: (subApp: SubAppId, key: string) => [...giftCardsKeys.all(subApp), 'latest', key] as const,
};
