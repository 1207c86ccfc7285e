import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

/** A fresh thirty_day card of onmat's, and the demo student's token there. */
async function freshCard(api: Api) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
  const code = (await api.call('POST', '/__dev/gift-cards/issue', { subApp: 'onmat', key: 'thirty_day' }))
    .json.data.code as string;
  return { headers, code };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'POST /__dev/gift-cards/issue': (api) =>
    api.call('POST', '/__dev/gift-cards/issue', { subApp: 'phala', key: 'class_pass' }),
  'GET /__dev/gift-cards/demo?subApp=': (api) => api.call('GET', '/__dev/gift-cards/demo?subApp=slim'),
  'GET /api/gift-cards/types/:key?subApp=': (api) =>
    api.call('GET', '/api/gift-cards/types/thirty_day?subApp=onmat'),
  'POST /api/gift-cards/redeem?subApp=': async (api) => {
    const { headers, code } = await freshCard(api);
    return api.call(
      'POST',
      '/api/gift-cards/redeem?subApp=onmat',
      { key: 'thirty_day', code, agree: true },
      headers,
    );
  },
  'GET /api/gift-cards/redemptions/latest?subApp=&key=': async (api) => {
    const { headers, code } = await freshCard(api);
    await api.call(
      'POST',
      '/api/gift-cards/redeem?subApp=onmat',
      { key: 'thirty_day', code, agree: true },
      headers,
    );
    return api.call(
      'GET',
      '/api/gift-cards/redemptions/latest?subApp=onmat&key=thirty_day',
      undefined,
      headers,
    );
  },
};
