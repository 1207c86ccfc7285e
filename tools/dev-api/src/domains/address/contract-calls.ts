import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const body = {
  name: '张三',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号',
};

/** The seeded student on onmat and one fresh address of theirs. */
async function withAddress(api: Api) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
  const created = await api.call('POST', '/api/addresses?subApp=onmat', body, headers);
  return { headers, id: created.json.data.id as number };
}

/** How the contract test calls the address endpoints for real. */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/addresses?subApp=': async (api) =>
    api.call('GET', '/api/addresses?subApp=onmat', undefined, { AUTHORIZE_TOKEN: await api.signIn('onmat') }),
  'GET /api/addresses/:id?subApp=': async (api) => {
    const { headers, id } = await withAddress(api);
    return api.call('GET', `/api/addresses/${id}?subApp=onmat`, undefined, headers);
  },
  'POST /api/addresses?subApp=': async (api) =>
    api.call('POST', '/api/addresses?subApp=onmat', body, { AUTHORIZE_TOKEN: await api.signIn('onmat') }),
  'POST /api/addresses/:id?subApp=': async (api) => {
    const { headers, id } = await withAddress(api);
    return api.call('POST', `/api/addresses/${id}?subApp=onmat`, { ...body, isDefault: true }, headers);
  },
  'POST /api/addresses/:id/default?subApp=': async (api) => {
    const { headers, id } = await withAddress(api);
    return api.call('POST', `/api/addresses/${id}/default?subApp=onmat`, undefined, headers);
  },
  'POST /api/addresses/:id/delete?subApp=': async (api) => {
    const { headers, id } = await withAddress(api);
    return api.call('POST', `/api/addresses/${id}/delete?subApp=onmat`, undefined, headers);
  },
};
