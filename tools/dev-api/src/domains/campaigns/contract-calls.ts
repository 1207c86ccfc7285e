import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const as = async (api: Api, phone = '13900000051') => ({ AUTHORIZE_TOKEN: await api.signIn('suman', phone) });
const form = { name: '李雪', phone: '13900000051', city: '杭州', reason: '我想把瑜伽带给更多身边的朋友。' };

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/campaigns/events/:key?subApp=': (api) =>
    api.call('GET', '/api/campaigns/events/activity38?subApp=suman'),
  'POST /api/campaigns/events/:key/signup?subApp=': async (api) =>
    api.call('POST', '/api/campaigns/events/activity38/signup?subApp=suman', undefined, await as(api)),
  'POST /api/campaigns/events/:key/cancel?subApp=': async (api) => {
    const h = await as(api);
    await api.call('POST', '/api/campaigns/events/activity38/signup?subApp=suman', undefined, h);
    return api.call('POST', '/api/campaigns/events/activity38/cancel?subApp=suman', undefined, h);
  },
  'GET /api/campaigns/welfare?subApp=': (api) => api.call('GET', '/api/campaigns/welfare?subApp=suman'),
  'POST /api/campaigns/welfare/claim?subApp=': async (api) =>
    api.call('POST', '/api/campaigns/welfare/claim?subApp=suman', undefined, await as(api)),
  'GET /api/campaigns/representative?subApp=': (api) =>
    api.call('GET', '/api/campaigns/representative?subApp=suman'),
  'POST /api/campaigns/representative/apply?subApp=': async (api) =>
    api.call('POST', '/api/campaigns/representative/apply?subApp=suman', form, await as(api)),
  'GET /api/campaigns/receipts/:kind/:id?subApp=': async (api) => {
    const h = await as(api, '13900000052');
    const res = await api.call('POST', '/api/campaigns/events/activity38/signup?subApp=suman', undefined, h);
    const id = res.json.data.mine.id as number;
    return api.call('GET', `/api/campaigns/receipts/event/${id}?subApp=suman`, undefined, h);
  },
  'GET /api/campaigns/mat?subApp=': (api) => api.call('GET', '/api/campaigns/mat?subApp=suman'),
  'GET /api/campaigns/recipes?subApp=': (api) => api.call('GET', '/api/campaigns/recipes?subApp=suman'),
  'POST /__dev/campaigns/event': (api) =>
    api.call('POST', '/__dev/campaigns/event', { key: 'activity38', seatsLeft: 3 }),
  'POST /__dev/campaigns/representative/decide': async (api) => {
    await api.call('POST', '/api/campaigns/representative/apply?subApp=suman', form, await as(api));
    return api.call('POST', '/__dev/campaigns/representative/decide', {
      phone: '13900000051',
      status: 'refused',
      refusal: '所在城市暂未开放',
    });
  },
};
