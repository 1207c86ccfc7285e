import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'POST /api/certificates/search': (api) =>
    api.call('POST', '/api/certificates/search', { no: 'OM202600000101' }, { 'X-Forwarded-For': '10.9.0.1' }),
  'GET /api/certificates/:id?subApp=': (api) => api.call('GET', '/api/certificates/1?subApp=onmat'),
};
