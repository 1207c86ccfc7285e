import { describeScreenFaults } from '@yoga/testing';
import { paymentHandlers } from '@yoga/feature-payment/testing';
import { shopHandlers } from '@yoga/feature-shop/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/beaticam/login': 'the sign-in form asks the server only when sent',
    '/beaticam/wx_open_id': 'outside the chat app it only says to open the link there',
  },
  handlers: [paymentHandlers, shopHandlers],
});
