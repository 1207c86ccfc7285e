import { lazyScreens } from '@yoga/ui';
import type { giftCardsScreens as Screens } from './screens';

/** The screen map loads on first use: the entry names one chunk for this feature, not one per screen. */
export const giftCardsScreens = lazyScreens<typeof Screens>(() =>
  import('./screens').then((m) => m.giftCardsScreens),
);
