import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/agreements?subApp=': async (api) => api.call('GET', '/api/agreements?subApp=onmat'),
  'GET /api/agreements/:key?subApp=&version=': async (api) =>
    api.call('GET', '/api/agreements/privacy?subApp=onmat&version=1'),
};
