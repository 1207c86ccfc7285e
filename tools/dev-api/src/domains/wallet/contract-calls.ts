import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const phala = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('phala') });

/** A fresh withdrawal of the demo user on phala. */
async function withdrawal(api: Api) {
  const headers = await phala(api);
  const r = await api.call('POST', '/api/wallet/withdrawals?subApp=phala', { amount: 100 }, headers);
  return { headers, id: r.json.data.id as number };
}

/** How the contract test calls the wallet endpoints for real (the demo user has seeded data). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/points?subApp=': async (api) =>
    api.call('GET', '/api/points?subApp=onmat', undefined, { AUTHORIZE_TOKEN: await api.signIn('onmat') }),
  'GET /api/points/ledger?subApp=&kind=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/points/ledger?subApp=onmat&kind=spent&page=1&pageSize=5', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'GET /api/wallet?subApp=': async (api) =>
    api.call('GET', '/api/wallet?subApp=phala', undefined, await phala(api)),
  'GET /api/wallet/income?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/wallet/income?subApp=phala&page=1&pageSize=20', undefined, await phala(api)),
  'GET /api/wallet/income/:id?subApp=': async (api) => {
    const headers = await phala(api);
    const first = await api.call('GET', '/api/wallet/income?subApp=phala', undefined, headers);
    return api.call(
      'GET',
      `/api/wallet/income/${first.json.data.list[0].id}?subApp=phala`,
      undefined,
      headers,
    );
  },
  'GET /api/study-reward/rule?subApp=': (api) => api.call('GET', '/api/study-reward/rule?subApp=phala'),
  'GET /api/study-reward/progress?subApp=&month=': async (api) =>
    api.call('GET', '/api/study-reward/progress?subApp=phala', undefined, await phala(api)),
  'GET /api/wallet/withdrawals?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/wallet/withdrawals?subApp=phala&page=1&pageSize=10', undefined, await phala(api)),
  'GET /api/wallet/withdrawals/:id?subApp=': async (api) => {
    const { headers, id } = await withdrawal(api);
    return api.call('GET', `/api/wallet/withdrawals/${id}?subApp=phala`, undefined, headers);
  },
  'POST /api/wallet/withdrawals?subApp=': async (api) =>
    api.call('POST', '/api/wallet/withdrawals?subApp=phala', { amount: 123 }, await phala(api)),
  'POST /__dev/wallet/withdrawals/:id/advance': async (api) => {
    const { id } = await withdrawal(api);
    return api.call('POST', `/__dev/wallet/withdrawals/${id}/advance`, {
      to: 'rejected',
      reason: '账户异常',
    });
  },
};
