import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const base = '/api/coach-wallet';
const coach = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat-teacher') });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coach-wallet/coupon-packages?subApp=': async (api) =>
    api.call('GET', `${base}/coupon-packages?subApp=onmat-teacher`, undefined, await coach(api)),
  'POST /api/coach-wallet/coupon-packages/:id/orders?subApp=': async (api) => {
    const headers = await coach(api);
    const id = (await api.call('GET', `${base}/coupon-packages?subApp=onmat-teacher`, undefined, headers))
      .json.data.packages[0].id as number;
    return api.call('POST', `${base}/coupon-packages/${id}/orders?subApp=onmat-teacher`, {}, headers);
  },
  'GET /api/coach-wallet/coupon-packages/mine?subApp=&page=&pageSize=': async (api) =>
    api.call(
      'GET',
      `${base}/coupon-packages/mine?subApp=onmat-teacher&page=1&pageSize=10`,
      undefined,
      await coach(api),
    ),
  'GET /api/coach-wallet/coupon-packages/mine/:id?subApp=': async (api) => {
    const headers = await coach(api);
    const id = (
      await api.call('GET', `${base}/coupon-packages/mine?subApp=onmat-teacher`, undefined, headers)
    ).json.data.list[0].id as number;
    return api.call('GET', `${base}/coupon-packages/mine/${id}?subApp=onmat-teacher`, undefined, headers);
  },
  'GET /api/coach-wallet/pearls?subApp=': async (api) =>
    api.call('GET', `${base}/pearls?subApp=onmat-teacher`, undefined, await coach(api)),
  'POST /api/coach-wallet/pearls/orders?subApp=': async (api) => {
    const headers = await coach(api);
    const packId = (await api.call('GET', `${base}/pearls?subApp=onmat-teacher`, undefined, headers)).json
      .data.packs[0].id as number;
    return api.call('POST', `${base}/pearls/orders?subApp=onmat-teacher`, { packId }, headers);
  },
  'GET /api/coach-wallet/pearls/ledger?subApp=&page=&pageSize=': async (api) =>
    api.call(
      'GET',
      `${base}/pearls/ledger?subApp=onmat-teacher&page=1&pageSize=10`,
      undefined,
      await coach(api),
    ),
};
