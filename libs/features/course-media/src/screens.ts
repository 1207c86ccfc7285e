import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: courseMediaScreens.courseCard` etc. */
export const courseMediaScreens = withCatalog(
  catalog,
  {
    courseCard: () => import('./course-card-screen'),
    coursePlayback: () => import('./playback-screen'),
  } satisfies ScreenMap,
  {
    courseCard: msg`课程卡`,
    coursePlayback: msg`课程回放`,
  },
);
