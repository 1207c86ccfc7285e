import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/**
 * One module per screen, so each is its own chunk: the player (and @yoga/video with it) loads only
 * when a lesson is opened.
 */
export const slimVideoScreens = withCatalog(
  catalog,
  {
    course: () => import('./course-screen'),
    themeList: () => import('./theme-list-screen'),
    summaryList: () => import('./summary-list-screen'),
    player: () => import('./player-screen'),
  } satisfies ScreenMap,
  {
    course: msg`视频课程`,
    themeList: msg`课程主题`,
    summaryList: msg`课程目录`,
    player: msg`视频播放`,
  },
);
