import type { ContractCall } from '../../test-helpers';

const as = async (api: Parameters<ContractCall>[0]) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat') });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/vip/plans?subApp=&kind=': (api) => api.call('GET', '/api/vip/plans?subApp=phala&kind=recipe'),
  'GET /api/vip/invites/:teacherId?subApp=': (api) => api.call('GET', '/api/vip/invites/101?subApp=onmat'),
  'POST /api/vip/orders?subApp=': async (api) => {
    const { plans } = (await api.call('GET', '/api/vip/plans?subApp=onmat')).json.data;
    return api.call(
      'POST',
      '/api/vip/orders?subApp=onmat',
      { planId: plans[1].id, teacherId: 101, agree: true },
      await as(api),
    );
  },
  // The demo account has a card in every state.
  'GET /api/vip/cards?subApp=': async (api) =>
    api.call('GET', '/api/vip/cards?subApp=onmat', undefined, await as(api)),
  'POST /api/vip/cards/:id/activate?subApp=': async (api) => {
    const headers = await as(api);
    const { list } = (await api.call('GET', '/api/vip/cards?subApp=onmat', undefined, headers)).json.data;
    const waiting = list.find((c: { state: string }) => c.state === 'to_activate');
    return api.call('POST', `/api/vip/cards/${waiting.id}/activate?subApp=onmat`, undefined, headers);
  },
  'GET /api/vip/deposits/offer?subApp=&courseId=&eventId=': async (api) =>
    api.call('GET', '/api/vip/deposits/offer?subApp=onmat&courseId=1', undefined, await as(api)),
  'POST /api/vip/deposits?subApp=': async (api) =>
    api.call(
      'POST',
      '/api/vip/deposits?subApp=onmat',
      { targetKind: 'event', targetId: 1, agree: true },
      await as(api),
    ),
};
