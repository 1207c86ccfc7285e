import type { ContractCall } from '../../test-helpers';

export const contractCalls: Record<string, ContractCall> = {
  'GET /api/pages/:id': async (api) => api.call('GET', '/api/pages/1'),
  'GET /api/pages/recipes/:id?subApp=': async (api) => api.call('GET', '/api/pages/recipes/1?subApp=slim'),
};
