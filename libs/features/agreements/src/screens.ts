import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
const documents = () => import('./document-screens');

/**
 * agreement_list, and one document screen per kind of page: by key (agreement/:key), by key and
 * version (:type/agreement/:id), and the pages named after one document (privacy, vip_agreement …).
 * The document screens share one chunk.
 */
export const agreementsScreens = withCatalog(catalog, {
  list: () => import('./agreement-list-screen'),
  byKey: () => documents().then((m) => ({ default: m.DocumentByKeyScreen })),
  byVersion: () => documents().then((m) => ({ default: m.DocumentVersionScreen })),
  user: () => documents().then((m) => ({ default: m.UserAgreementScreen })),
  privacy: () => documents().then((m) => ({ default: m.PrivacyScreen })),
  vip: () => documents().then((m) => ({ default: m.VipAgreementScreen })),
  pearl: () => documents().then((m) => ({ default: m.PearlAgreementScreen })),
  sportsSafety: () => documents().then((m) => ({ default: m.SportsSafetyScreen })),
  specialVersion: () => documents().then((m) => ({ default: m.SpecialVersionScreen })),
  pk: () => documents().then((m) => ({ default: m.PkAgreementScreen })),
  article: () => import('./article-screens').then((m) => ({ default: m.ArticleScreen })),
  notice: () => import('./article-screens').then((m) => ({ default: m.NoticeScreen })),
  publicPage: () => import('./public-screens').then((m) => ({ default: m.PublicPageScreen })),
  publicVideo: () => import('./public-screens').then((m) => ({ default: m.PublicVideoScreen })),
  recipe: () => import('./recipe-screen').then((m) => ({ default: m.RecipeScreen })),
  practiceFeedback: () =>
    import('./practice-feedback-screen').then((m) => ({ default: m.PracticeFeedbackScreen })),
} satisfies ScreenMap);
