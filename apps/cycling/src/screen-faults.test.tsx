import { describeScreenFaults } from '@yoga/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { downloadsHandlers } from '@yoga/feature-downloads/testing';
import { paymentHandlers } from '@yoga/feature-payment/testing';
import { shopHandlers } from '@yoga/feature-shop/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/cycling/login': 'the sign-in form asks the server only when sent',
  },
  handlers: [agreementsHandlers, downloadsHandlers, paymentHandlers, shopHandlers],
});
