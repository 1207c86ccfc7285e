import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const coach = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat-teacher') });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coach-promote/distribution?subApp=': async (api) =>
    api.call('GET', '/api/coach-promote/distribution?subApp=onmat-teacher', undefined, await coach(api)),
  'GET /api/coach-promote/promote-kit?subApp=': async (api) =>
    api.call('GET', '/api/coach-promote/promote-kit?subApp=onmat-teacher', undefined, await coach(api)),
  'GET /api/coach-promote/samples/:spuId?subApp=': async (api) =>
    api.call('GET', '/api/coach-promote/samples/801?subApp=onmat-teacher', undefined, await coach(api)),
  'POST /api/coach-promote/samples/:spuId/review': async (api) =>
    api.call(
      'POST',
      '/api/coach-promote/samples/803/review',
      { subApp: 'onmat-teacher', rating: 4, text: '伸展带很结实，长度合适。', photoIds: [] },
      { AUTHORIZE_TOKEN: await api.signIn('onmat-teacher', '13900005550') },
    ),
  'GET /api/coach-promote/reviews?subApp=': async (api) =>
    api.call('GET', '/api/coach-promote/reviews?subApp=onmat-teacher', undefined, await coach(api)),
  'GET /api/coach-promote/shipments?subApp=': async (api) =>
    api.call('GET', '/api/coach-promote/shipments?subApp=onmat-teacher', undefined, await coach(api)),
};
