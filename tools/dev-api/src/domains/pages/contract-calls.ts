import type { ContractCall } from '../../test-helpers';

export const contractCalls: Record<string, ContractCall> = {
  'GET /api/pages/:id': async (api) => api.call('GET', '/api/pages/1'),
  'GET /api/pages/recipes/:id?subApp=': async (api) => api.call('GET', '/api/pages/recipes/1?subApp=slim'),
  'GET /api/pages/practices/:id?subApp=': async (api) => {
    const token = await api.signIn('slim');
    return api.call('GET', '/api/pages/practices/1?subApp=slim', undefined, { AUTHORIZE_TOKEN: token });
  },
  'POST /api/pages/practices/:id/feedback?subApp=': async (api) => {
    const token = await api.signIn('slim');
    return api.call(
      'POST',
      '/api/pages/practices/2/feedback?subApp=slim',
      { stars: 5, text: '很好' },
      { AUTHORIZE_TOKEN: token },
    );
  },
};
