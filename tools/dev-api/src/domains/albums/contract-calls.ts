import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/albums/photos?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/albums/photos?subApp=onmat&page=1&pageSize=10', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'GET /api/albums/month?subApp=&month=': async (api) =>
    api.call('GET', '/api/albums/month?subApp=onmat', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'GET /api/albums/year?subApp=&year=': async (api) =>
    api.call('GET', '/api/albums/year?subApp=onmat&year=2024', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
};
