import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; /teacher's Q&A routes wire these. */
export const coachAnswersScreens = withCatalog(
  catalog,
  {
    inbox: () => import('./inbox-screen'),
    answered: () => import('./answered-screen'),
    answer: () => import('./answer-screen'),
    followUp: () => import('./answer-follow-up-screen'),
    overtime: () => import('./overtime-screen'),
    copySuccess: () => import('./copy-success-screen'),
    detail: () => import('./question-detail-screen'),
  } satisfies ScreenMap,
  {
    inbox: msg`答疑入口`,
    answered: msg`答疑详情`,
    answer: msg`回答问题`,
    followUp: msg`回答问题`,
    overtime: msg`超时答疑`,
    copySuccess: msg`复制成功`,
    detail: msg`答疑详情`,
  },
);
