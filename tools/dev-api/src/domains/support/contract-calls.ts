import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/support/service?subApp=': (api) => api.call('GET', '/api/support/service?subApp=onmat'),
  'GET /api/support/categories?subApp=': (api) => api.call('GET', '/api/support/categories?subApp=slim'),
  'GET /api/support/questions?subApp=&q=&category=': (api) =>
    api.call('GET', '/api/support/questions?subApp=slim&q=refund'),
  'GET /api/support/questions/:id?subApp=&device=': async (api) => {
    const id = (await api.call('GET', '/api/support/questions?subApp=slim')).json.data.list[0].id as number;
    return api.call('GET', `/api/support/questions/${id}?subApp=slim&device=contract-device-1`);
  },
  'POST /api/support/questions/:id/vote?subApp=': async (api) => {
    const id = (await api.call('GET', '/api/support/questions?subApp=slim')).json.data.list[0].id as number;
    return api.call('POST', `/api/support/questions/${id}/vote?subApp=slim`, {
      vote: 'yes',
      device: 'contract-device-2',
    });
  },
};
