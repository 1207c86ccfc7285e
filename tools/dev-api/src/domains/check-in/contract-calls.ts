import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/check-in/activities/:id?subApp=': async (api) =>
    api.call('GET', '/api/check-in/activities/1?subApp=onmat', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'POST /api/check-in/activities/:id/check-in?subApp=': async (api) =>
    api.call('POST', '/api/check-in/activities/1/check-in?subApp=onmat', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'POST /__dev/check-in/yesterday?subApp=': async (api) =>
    api.call(
      'POST',
      '/__dev/check-in/yesterday?subApp=onmat',
      { activityId: 1 },
      {
        AUTHORIZE_TOKEN: await api.signIn('onmat'),
      },
    ),
  'GET /api/check-in/rules?subApp=&id=': async (api) =>
    api.call('GET', '/api/check-in/rules?subApp=onmat&id=1'),
};
