import type { ContractCall } from '../../test-helpers';

const address = {
  name: '王小明',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号 2 单元',
};

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'POST /__dev/lottery/activities': (api) =>
    api.call('POST', '/__dev/lottery/activities', { subApp: 'slim' }),
  'GET /api/lottery/activities/:id?subApp=': (api) =>
    api.call('GET', '/api/lottery/activities/1?subApp=slim'),
  'POST /api/lottery/activities/:id/draw?subApp=': async (api) =>
    api.call(
      'POST',
      '/api/lottery/activities/1/draw?subApp=slim',
      { key: 'contract-draw-1' },
      { AUTHORIZE_TOKEN: await api.signIn('slim') },
    ),
  'GET /api/lottery/activities/:id/wins?subApp=': async (api) =>
    api.call('GET', '/api/lottery/activities/1/wins?subApp=slim', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('slim'),
    }),
  'GET /api/lottery/wins/:id?subApp=': async (api) =>
    api.call('GET', '/api/lottery/wins/1?subApp=slim', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('slim'),
    }),
  'POST /api/lottery/wins/:id/address?subApp=': async (api) =>
    api.call('POST', '/api/lottery/wins/1/address?subApp=slim', address, {
      AUTHORIZE_TOKEN: await api.signIn('slim'),
    }),
};
