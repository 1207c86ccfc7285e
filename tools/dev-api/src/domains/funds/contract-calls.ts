import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/funds/:id?subApp=': (api) => api.call('GET', '/api/funds/1?subApp=bay'),
  'GET /api/funds/:id/tally?subApp=': (api) => api.call('GET', '/api/funds/2/tally?subApp=bay'),
  'POST /api/funds/:id/vote?subApp=': async (api) => {
    const first = (await api.call('GET', '/api/funds/1?subApp=bay')).json.data.tally.options[0].id as number;
    return api.call(
      'POST',
      '/api/funds/1/vote?subApp=bay',
      { optionId: first },
      {
        AUTHORIZE_TOKEN: await api.signIn('bay', '13900009901'),
      },
    );
  },
};
