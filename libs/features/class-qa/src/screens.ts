import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** /suman's post-class Q&A: answer the coach's question, read the thread, the no-Q&A landing. */
export const classQaScreens = withCatalog(
  catalog,
  {
    answer: () => import('./answer-screen'),
    thread: () => import('./thread-screen'),
    noQa: () => import('./no-qa-screen'),
    viewAnswer: () => import('./view-answer-screen'),
  } satisfies ScreenMap,
  {
    answer: msg`课后答疑`,
    thread: msg`课后答疑`,
    noQa: msg`暂无答疑`,
    viewAnswer: msg`查看教练回答`,
  },
);
