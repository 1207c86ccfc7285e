import { lazyScreens } from '@yoga/ui';
import type { devtoolsScreens as Screens } from './screens';

// The debug button itself is the './tool' entry, loaded by app-shell when it is to be shown.

/** webview_test and other diagnostic screens, loaded on first use. */
export const devtoolsScreens = lazyScreens<typeof Screens>(() =>
  import('./screens').then((m) => m.devtoolsScreens),
);
