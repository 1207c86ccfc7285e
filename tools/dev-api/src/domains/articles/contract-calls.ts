import type { ContractCall } from '../../test-helpers';

export const contractCalls: Record<string, ContractCall> = {
  'GET /api/articles/notify?subApp=': async (api) =>
    api.call('GET', '/api/articles/notify?subApp=onmat-teacher'),
  'GET /api/articles/:id?subApp=': async (api) => api.call('GET', '/api/articles/1?subApp=onmat'),
  'POST /api/articles/:id/read?subApp=': async (api) => api.call('POST', '/api/articles/1/read?subApp=onmat'),
};
