import { z } from 'zod';
import { msg, type Endpoint } from '../common';
import { checkInDevEndpoints } from './check-in';
import { coursesDevEndpoints } from './courses';
import { giftCardsDevEndpoints } from './gift-cards';
import { coachClassesDevEndpoints } from './coach-classes';
import { feedbackDevEndpoints } from './feedback';
import { campaignsDevEndpoints } from './campaigns';
import { lotteryDevEndpoints } from './lottery';
import { downloadsDevEndpoints } from './downloads';
import { ordersDevEndpoints } from './orders';
import { shopDevEndpoints } from './shop';
import { walletDevEndpoints } from './wallet-withdrawals';

/**
 * `@yoga/contract/dev`: the stand-in's development-only calls (`DEV_ONLY=off` removes them), for
 * tools/dev-api, the e2e tests and the API reference. An entry of its own so nothing shipped can
 * reach them: lint refuses this import in apps, features and data-access.
 */
export const smsLatestResponse = z.object({ code: z.string().regex(/^\d{6}$/) });
export const revokeTokenRequest = z.object({
  token: z.string(msg('invalid_token')).min(1, msg('invalid_token')),
});
export const revokeTokenResponse = z.object({ revoked: z.boolean() });
export const monitoringEvents = z.array(z.unknown());

export const devEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/__dev/sms/latest?phone=&areaCode=',
    auth: 'dev only',
    request: null,
    response: smsLatestResponse,
    about: 'The code last sent to a number (national number and areaCode, default 86, or phone=+<E.164>).',
  },
  {
    method: 'POST',
    path: '/__dev/tokens/revoke',
    auth: 'dev only',
    request: revokeTokenRequest,
    response: revokeTokenResponse,
    about: 'Revoke a token as if it had expired on the server.',
  },
  {
    method: 'POST',
    path: '/__dev/monitoring/events',
    auth: 'dev only',
    request: z.unknown(),
    response: z.null(),
    about: 'Error-report collector: stores one event.',
  },
  {
    method: 'GET',
    path: '/__dev/monitoring/events',
    auth: 'dev only',
    request: null,
    response: monitoringEvents,
    about: 'Every collected event, oldest first.',
  },
  ...ordersDevEndpoints,
  ...downloadsDevEndpoints,
  ...coursesDevEndpoints,
  ...giftCardsDevEndpoints,
  ...coachClassesDevEndpoints,
  ...feedbackDevEndpoints,
  ...walletDevEndpoints,
  ...shopDevEndpoints,
  ...checkInDevEndpoints,
  ...campaignsDevEndpoints,
  ...lotteryDevEndpoints,
];
