import { classMaterialsEndpoints } from './class-materials';
import { slimVideoEndpoints } from './slim-video';
import { coachPromoteEndpoints } from './coach-promote';
import { coachWalletEndpoints } from './coach-wallet';
import { materialsEndpoints } from './materials';
import { coachAnswersEndpoints } from './coach-answers';
import { coachEventsEndpoints } from './coach-events';
import { practiceEndpoints } from './practice';
import { talentEndpoints } from './talent';
import { albumsEndpoints } from './albums';
import { supportEndpoints } from './support';
import { feedbackEndpoints } from './feedback';
import { downloadsEndpoints } from './downloads';
import { flashSaleEndpoints } from './flash-sale';
import { slimBusinessEndpoints } from './slim-business';
import { agreementsEndpoints } from './agreements';
import { articlesEndpoints } from './articles';
import { pagesEndpoints } from './pages';
import { coachAccountEndpoints } from './coach-account';
import { campaignsEndpoints } from './campaigns';
import { lotteryEndpoints } from './lottery';
import { couponsEndpoints } from './coupons';
import { accountEndpoints } from './account';
import { checkInEndpoints } from './check-in';
import { fundsEndpoints } from './funds';
import { certificatesEndpoints } from './certificates';
import { certExamEndpoints } from './certificates-exam';
import { giftCardsEndpoints } from './gift-cards';
import { coachClassesEndpoints } from './coach-classes';
import { courseMediaEndpoints } from './course-media';
import { shopEndpoints } from './shop';
import { addressEndpoints } from './address';
import { invoiceEndpoints } from './invoice';
import { evaluationsEndpoints } from './evaluations';
import { walletEndpoints } from './wallet';
import { vipEndpoints } from './vip';
import { coursesEndpoints } from './courses';
/**
 * The API as the apps and the stand-in server (tools/dev-api) both see it, one file per domain. The
 * server validates with these schemas and its tests parse every answer with them; the apps import the
 * inferred types, so a drift fails the type check. Every answer is wrapped in the envelope
 * {state, code, msg, data}. Standard endpoints live under /api and take AUTHORIZE_TOKEN; suman-style
 * ones under /api/suman and take the `token` header.
 */
import { authEndpoints } from './auth';
import { catalogEndpoints } from './catalog';
import { ordersEndpoints } from './orders';
import type { Endpoint } from './common';
import { wxEndpoints } from './wx';

export * from './common';
export * from './auth';
export * from './wx';
export * from './catalog';

/** The product's API (for API.md and the contract tests); development-only calls are `devEndpoints` of `@yoga/contract/dev`. */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...wxEndpoints,
  ...catalogEndpoints,
  ...ordersEndpoints,
  ...coursesEndpoints,
  ...vipEndpoints,
  ...walletEndpoints,
  ...evaluationsEndpoints,
  ...courseMediaEndpoints,
  ...addressEndpoints,
  ...shopEndpoints,
  ...invoiceEndpoints,
  ...giftCardsEndpoints,
  ...supportEndpoints,
  ...checkInEndpoints,
  ...fundsEndpoints,
  ...certificatesEndpoints,
  ...flashSaleEndpoints,
  ...slimBusinessEndpoints,
  ...agreementsEndpoints,
  ...articlesEndpoints,
  ...pagesEndpoints,
  ...coachAccountEndpoints,
  ...campaignsEndpoints,
  ...certExamEndpoints,
  ...lotteryEndpoints,
  ...couponsEndpoints,
  ...accountEndpoints,
  ...feedbackEndpoints,
  ...downloadsEndpoints,
  ...albumsEndpoints,
  ...coachPromoteEndpoints,
  ...coachWalletEndpoints,
  ...materialsEndpoints,
  ...coachAnswersEndpoints,
  ...coachEventsEndpoints,
  ...coachClassesEndpoints,
  ...practiceEndpoints,
  ...talentEndpoints,
  ...classMaterialsEndpoints,
  ...slimVideoEndpoints,
];
export * from './orders';
export * from './points';
export * from './courses';
export * from './vip';
export * from './wallet';
export * from './evaluations';
export * from './course-media';
export * from './address';
export * from './shop';
export * from './invoice';
export * from './gift-cards';
export * from './check-in';
export * from './funds';
export * from './certificates';
export * from './flash-sale';
export * from './slim-business';
export * from './agreements';
export * from './articles';
export * from './pages';
export * from './coach-account';
export * from './campaigns';
export * from './certificates-exam';
export * from './lottery';
export * from './coupons';
export * from './support';
export * from './account';
export * from './feedback';
export * from './downloads';
export * from './albums';
export * from './coach-promote';
export * from './coach-wallet';
export * from './materials';
export * from './coach-answers';
export * from './coach-events';
export * from './coach-classes';
export * from './practice';
export * from './talent';
export * from './class-materials';
export * from './slim-video';
