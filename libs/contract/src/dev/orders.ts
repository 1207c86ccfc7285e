import type { Endpoint } from '../common';
import { devCreateOrderRequest, order, payNotifyRequest, payment } from '../orders';

/** Development-only: the stand-in payment provider's cashier and notifications, and test orders. */
export const ordersDevEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/__dev/pay/cashier?orderNo=&return=',
    auth: 'dev only',
    request: null,
    response: null,
    about: 'The provider’s H5 cashier page (Pay / Fail / Cancel); returns to a same-origin product path.',
  },
  {
    method: 'POST',
    path: '/__dev/pay/notify',
    auth: 'dev only',
    request: payNotifyRequest,
    response: payment,
    about:
      'The provider’s payment notification; idempotent (a repeat returns the recorded payment). 409 for a closed order.',
  },
  {
    method: 'POST',
    path: '/__dev/orders',
    auth: 'dev only',
    request: devCreateOrderRequest,
    response: order,
    about: 'Create a pending order for a user by phone (created if missing), for tests of the cashier.',
  },
];
