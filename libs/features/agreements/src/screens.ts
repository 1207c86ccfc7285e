import { msg } from '@lingui/core/macro';
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
export const agreementsScreens = withCatalog(
  catalog,
  {
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
  } satisfies ScreenMap,
  {
    list: msg`协议与条款`,
    byKey: msg`协议详情`,
    byVersion: msg`协议详情`,
    user: msg`用户协议`,
    privacy: msg`隐私政策`,
    vip: msg`会员协议`,
    pearl: msg`珍珠协议`,
    sportsSafety: msg`运动安全须知`,
    specialVersion: msg`特别版说明`,
    pk: msg`PK赛协议`,
    article: msg`文章详情`,
    notice: msg`通知公告`,
    publicPage: msg`活动页面`,
    publicVideo: msg`视频播放`,
    recipe: msg`食谱详情`,
    practiceFeedback: msg`练习反馈`,
  },
);
