import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** Suman coach events (/teacher only): sign-up and feedback after an attended event. */
export const coachEventsScreens = withCatalog(
  catalog,
  {
    /** tookeen: upcoming events, their rules, sign up and cancel; my sign-ups. */
    signUp: () => import('./tookeen-screen'),
    /** tookeen_feedback?id=: rating and words once, after an attended event ended. */
    feedback: () => import('./feedback-screen'),
  } satisfies ScreenMap,
  {
    signUp: msg`活动报名`,
    feedback: msg`活动反馈`,
  },
);
