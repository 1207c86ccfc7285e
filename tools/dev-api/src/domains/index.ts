import { classMaterialsDomain } from './class-materials';
import { slimVideoDomain } from './slim-video';
import { coachPromoteDomain } from './coach-promote';
import { coachWalletDomain } from './coach-wallet';
import { materialsDomain } from './materials';
import { coachAnswersDomain } from './coach-answers';
import { coachEventsDomain } from './coach-events';
import { coachClassesDomain } from './coach-classes';
import { practiceDomain } from './practice';
import { talentDomain } from './talent';
import { albumsDomain } from './albums';
import { supportDomain } from './support';
import { feedbackDomain } from './feedback';
import { downloadsDomain } from './downloads';
import { flashSaleDomain } from './flash-sale';
import { slimBusinessDomain } from './slim-business';
import { agreementsDomain } from './agreements';
import { articlesDomain } from './articles';
import { pagesDomain } from './pages';
import { coachAccountDomain } from './coach-account';
import { campaignsDomain } from './campaigns';
import { lotteryDomain } from './lottery';
import { couponsDomain } from './coupons';
import { accountDomain } from './account';
import { checkInDomain } from './check-in';
import { fundsDomain } from './funds';
import { certificatesDomain } from './certificates';
import { giftCardsDomain } from './gift-cards';
import { invoiceDomain } from './invoice';
import { addressDomain } from './address';
import { shopDomain } from './shop';
import { matInviteDomain } from './mat-invite';
import { courseMediaDomain } from './course-media';
import { docsDomain } from './docs';
import { evaluationsDomain } from './evaluations';
import { walletDomain } from './wallet';
import { vipDomain } from './vip';
import { coursesDomain } from './courses';
import type { Domain } from '../domain';
import { authDomain } from './auth';
import { catalogDomain } from './catalog';
import { monitoringDomain } from './monitoring';
import { ordersDomain } from './orders';
import { paymentsDomain } from './payments';
import { wxDomain } from './wx';

/** Every domain of the stand-in, in migration order (auth first: others may refer to users). */
export const domains: readonly Domain[] = [
  authDomain,
  wxDomain,
  catalogDomain,
  monitoringDomain,
  ordersDomain,
  paymentsDomain,
  coursesDomain,
  vipDomain,
  walletDomain,
  evaluationsDomain,
  courseMediaDomain,
  addressDomain,
  shopDomain,
  matInviteDomain,
  invoiceDomain,
  docsDomain,
  giftCardsDomain,
  supportDomain,
  checkInDomain,
  fundsDomain,
  certificatesDomain,
  flashSaleDomain,
  slimBusinessDomain,
  agreementsDomain,
  articlesDomain,
  campaignsDomain,
  lotteryDomain,
  couponsDomain,
  accountDomain,
  feedbackDomain,
  downloadsDomain,
  albumsDomain,
  pagesDomain,
  coachPromoteDomain,
  coachWalletDomain,
  materialsDomain,
  coachAnswersDomain,
  coachEventsDomain,
  coachClassesDomain,
  coachAccountDomain,
  practiceDomain,
  talentDomain,
  classMaterialsDomain,
  slimVideoDomain,
];
