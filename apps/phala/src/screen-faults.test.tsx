import { describeScreenFaults } from '@yoga/testing';
import { accountHandlers } from '@yoga/feature-account/testing';
import { addressHandlers } from '@yoga/feature-address/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { albumsHandlers } from '@yoga/feature-albums/testing';
import { certificatesHandlers } from '@yoga/feature-certificates/testing';
import { checkInHandlers } from '@yoga/feature-check-in/testing';
import { coachAccountHandlers } from '@yoga/feature-coach-account/testing';
import { coachClassesHandlers } from '@yoga/feature-coach-classes/testing';
import { coachPromoteHandlers } from '@yoga/feature-coach-promote/testing';
import { coachWalletHandlers } from '@yoga/feature-coach-wallet/testing';
import { courseMediaHandlers } from '@yoga/feature-course-media/testing';
import { coursesHandlers } from '@yoga/feature-courses/testing';
import { downloadsHandlers } from '@yoga/feature-downloads/testing';
import { feedbackHandlers } from '@yoga/feature-feedback/testing';
import { giftCardsHandlers } from '@yoga/feature-gift-cards/testing';
import { materialsHandlers } from '@yoga/feature-materials/testing';
import { ordersHandlers } from '@yoga/feature-orders/testing';
import { paymentHandlers } from '@yoga/feature-payment/testing';
import { shopHandlers } from '@yoga/feature-shop/testing';
import { shopOrdersHandlers } from '@yoga/feature-shop-orders/testing';
import { supportHandlers } from '@yoga/feature-support/testing';
import { talentHandlers } from '@yoga/feature-talent/testing';
import { vipHandlers } from '@yoga/feature-vip/testing';
import { walletHandlers } from '@yoga/feature-wallet/testing';
import path from 'node:path';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
// The screens phala shares with onmat, at the same route names, are tested once, in onmat's suite.
describeScreenFaults({
  routes,
  sharedWith: {
    ownRoutes: path.join(import.meta.dirname, 'routes.ts'),
    otherRoutes: path.join(import.meta.dirname, '../../onmat/src/routes.ts'),
    prefixes: [
      ['/phala/teacher', '/onmat/teacher'],
      ['/phala', '/onmat'],
    ],
  },
  exempt: {
    '/phala/login': 'the sign-in form asks the server only when sent',
    '/phala/teacher/login': 'the sign-in form asks the server only when sent',
    '/phala/wx_login': 'outside the chat app it only says to open the link there',
    '/phala/teacher/wx_login': 'outside the chat app it only says to open the link there',
    '/phala/teacher/webview_test': "shows the device's own details",
    '/phala/teacher/query_student_info': 'a search: asks the server when sent',
  },
  paths: {
    '/phala/tv_login': '/phala/tv_login?code=ABCD23',
    '/phala/teacher/agreement/:id': '/phala/teacher/agreement/privacy',
    '/phala/address/edit': '/phala/address/edit?id=1',
    '/phala/ding_pay': '/phala/ding_pay?courseId=1',
    '/phala/teacher/class_info/:type': '/phala/teacher/class_info/group',
    '/phala/teacher/upload_material': '/phala/teacher/upload_material?classId=1',
    '/phala/teacher/product_evaluate/upload_success':
      '/phala/teacher/product_evaluate/upload_success?spuId=1',
  },
  handlers: [
    accountHandlers,
    addressHandlers,
    agreementsHandlers,
    albumsHandlers,
    certificatesHandlers,
    checkInHandlers,
    coachAccountHandlers,
    coachClassesHandlers,
    coachPromoteHandlers,
    coachWalletHandlers,
    courseMediaHandlers,
    coursesHandlers,
    downloadsHandlers,
    feedbackHandlers,
    giftCardsHandlers,
    materialsHandlers,
    ordersHandlers,
    paymentHandlers,
    shopHandlers,
    shopOrdersHandlers,
    supportHandlers,
    talentHandlers,
    vipHandlers,
    walletHandlers,
  ],
});
