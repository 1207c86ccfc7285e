import { lazyScreens } from '@yoga/ui';
import type { slimBusinessScreens as Screens } from './screens';

/** The screen map loads on first use: the entry names one chunk for this feature, not one per screen. */
export const slimBusinessScreens = lazyScreens<typeof Screens>(() =>
  import('./screens').then((m) => m.slimBusinessScreens),
);
