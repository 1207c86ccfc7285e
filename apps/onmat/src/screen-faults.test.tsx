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
import { vipHandlers } from '@yoga/feature-vip/testing';
import { walletHandlers } from '@yoga/feature-wallet/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/onmat/login': 'the sign-in form asks the server only when sent',
    '/onmat/teacher/login': 'the sign-in form asks the server only when sent',
    '/onmat/wx_login': 'outside the chat app it only says to open the link there',
    '/onmat/teacher/wx_login': 'outside the chat app it only says to open the link there',
    '/onmat/teacher/webview_test': "shows the device's own details",
    '/onmat/teacher/query_student_info': 'a search: asks the server when sent',
    '/cc': 'a search: asks the server when sent',
  },
  paths: {
    '/onmat/:type/agreement/:id': '/onmat/privacy/agreement/1',
    '/onmat/address/edit': '/onmat/address/edit?id=1',
    '/onmat/ding_pay': '/onmat/ding_pay?courseId=1',
    '/onmat/teacher/class_info/:type': '/onmat/teacher/class_info/group',
    '/onmat/teacher/upload_material': '/onmat/teacher/upload_material?classId=1',
    '/onmat/teacher/product_evaluate/upload_success':
      '/onmat/teacher/product_evaluate/upload_success?spuId=1',
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
    vipHandlers,
    walletHandlers,
  ],
});
