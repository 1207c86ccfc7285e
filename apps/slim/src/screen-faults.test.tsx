import { vi } from 'vitest';
import { describeScreenFaults } from '@yoga/testing';
import { addressHandlers } from '@yoga/feature-address/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { downloadsHandlers } from '@yoga/feature-downloads/testing';
import { flashSaleHandlers } from '@yoga/feature-flash-sale/testing';
import { giftCardsHandlers } from '@yoga/feature-gift-cards/testing';
import { invoiceHandlers } from '@yoga/feature-invoice/testing';
import { lotteryHandlers } from '@yoga/feature-lottery/testing';
import { paymentHandlers } from '@yoga/feature-payment/testing';
import { practiceHandlers } from '@yoga/feature-practice/testing';
import { shopOrdersHandlers } from '@yoga/feature-shop-orders/testing';
import { slimBusinessHandlers } from '@yoga/feature-slim-business/testing';
import { slimVideoHandlers } from '@yoga/feature-slim-video/testing';
import { supportHandlers } from '@yoga/feature-support/testing';
import { routes } from './routes';

// jsdom draws no canvas: uPlot's chart on info_item threw (null 2D context) once the screen came
// back. The chart module stands in as a box, as in the practice feature's own test.
vi.mock('../../../libs/features/practice/src/chart', () => ({
  default: () => <div data-testid="measurement-chart" aria-hidden="true" />,
}));

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/slim/login': 'the sign-in form asks the server only when sent',
    '/slim/wx_login': 'outside the chat app it only says to open the link there',
    '/slim/webview_test': "shows the device's own details",
    '/slim/order/invoice/apply':
      'asks for the orders chosen on the list before it; with none it says to choose',
    '/slim/add_family': "a new member's form: its relation list is optional and the form works without it",
  },
  paths: {
    '/slim/address/edit': '/slim/address/edit?id=1',
  },
  handlers: [
    addressHandlers,
    agreementsHandlers,
    downloadsHandlers,
    flashSaleHandlers,
    giftCardsHandlers,
    invoiceHandlers,
    lotteryHandlers,
    paymentHandlers,
    practiceHandlers,
    shopOrdersHandlers,
    slimBusinessHandlers,
    slimVideoHandlers,
    supportHandlers,
  ],
});
