import { lazyScreens } from '@yoga/ui';
import type { devtoolsScreens as Screens } from './screens';

export { mountDebugTool } from './mount';
export { DebugTool, type DebugToolProps } from './debug-tool';
export { shouldShowDebugTool, switchLanguage, checkServerAddress } from './actions';

/** webview_test and other diagnostic screens, loaded on first use. */
export const devtoolsScreens = lazyScreens<typeof Screens>(() =>
  import('./screens').then((m) => m.devtoolsScreens),
);
