import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/slim-video/courses/:id?subApp=': async (api) =>
    api.call('GET', '/api/slim-video/courses/1?subApp=slim'),
  'GET /api/slim-video/lessons/:id?subApp=': async (api) =>
    api.call('GET', '/api/slim-video/lessons/101?subApp=slim'),
  'POST /api/slim-video/lessons/:id/progress?subApp=': async (api) =>
    api.call(
      'POST',
      '/api/slim-video/lessons/101/progress?subApp=slim',
      { positionSec: 12 },
      {
        AUTHORIZE_TOKEN: await api.signIn('slim'),
      },
    ),
  'POST /api/slim-video/courses/:id/order?subApp=': async (api) =>
    api.call('POST', '/api/slim-video/courses/2/order?subApp=slim', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('slim'),
    }),
};
