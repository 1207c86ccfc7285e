import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

/** The seeded student on onmat and the id of their newest row. */
async function firstRow(api: Api) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
  const page = await api.call('GET', '/api/gift-cards?subApp=onmat&page=1&pageSize=1', undefined, headers);
  return { headers, id: page.json.data.list[0].id as number };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/gift-cards?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/gift-cards?subApp=onmat&page=1&pageSize=5', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'GET /api/gift-cards/:id?subApp=': async (api) => {
    const { headers, id } = await firstRow(api);
    return api.call('GET', `/api/gift-cards/${id}?subApp=onmat`, undefined, headers);
  },
  'POST /api/gift-cards/:id/done?subApp=': async (api) => {
    const { headers, id } = await firstRow(api);
    return api.call('POST', `/api/gift-cards/${id}/done?subApp=onmat`, undefined, headers);
  },
};
