import { lazyScreens } from '@yoga/ui';
import type { slimVideoScreens as Screens } from './screens';

/** The screen map loads on first use: the entry names one chunk for this feature, not one per screen. */
export const slimVideoScreens = lazyScreens<typeof Screens>(() =>
  import('./screens').then((m) => m.slimVideoScreens),
);
