import { describeScreenFaults } from '@yoga/testing';
import { accountHandlers } from '@yoga/feature-account/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { certificatesHandlers } from '@yoga/feature-certificates/testing';
import { downloadsHandlers } from '@yoga/feature-downloads/testing';
import { fundsHandlers } from '@yoga/feature-funds/testing';
import { paymentHandlers } from '@yoga/feature-payment/testing';
import { supportHandlers } from '@yoga/feature-support/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/bay/login': 'the sign-in form asks the server only when sent',
  },
  handlers: [
    accountHandlers,
    agreementsHandlers,
    certificatesHandlers,
    downloadsHandlers,
    fundsHandlers,
    paymentHandlers,
    supportHandlers,
  ],
});
