import { invoiceDomain } from './invoice';
import { addressDomain } from './address';
import { shopDevDomain, shopDomain } from './shop';
import { matInviteDevDomain, matInviteDomain } from './mat-invite';
import { courseMediaDomain } from './course-media';
import { evaluationsDomain } from './evaluations';
import { walletDevDomain, walletDomain } from './wallet';
import { vipDomain } from './vip';
import { coursesDomain } from './courses';
import type { Domain } from '../domain';
import { authDomain } from './auth';
import { catalogDomain } from './catalog';
import { devDomain } from './dev';
import { monitoringDomain } from './monitoring';
import { ordersDomain } from './orders';
import { paymentsDevDomain, paymentsDomain } from './payments';
import { wxDomain } from './wx';

/** Every domain of the stand-in, in migration order (auth first: others may refer to users). */
export const domains: readonly Domain[] = [
  authDomain,
  wxDomain,
  catalogDomain,
  monitoringDomain,
  devDomain,
  ordersDomain,
  paymentsDomain,
  paymentsDevDomain,
  coursesDomain,
  vipDomain,
  walletDomain,
  walletDevDomain,
  evaluationsDomain,
  courseMediaDomain,
  addressDomain,
  shopDomain,
  shopDevDomain,
  matInviteDomain,
  matInviteDevDomain,
  invoiceDomain,
];
