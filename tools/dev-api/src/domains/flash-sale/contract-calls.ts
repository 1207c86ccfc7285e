import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/flash-sale/sessions?subApp=': async (api) =>
    api.call('GET', '/api/flash-sale/sessions?subApp=slim', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('slim'),
    }),
  'POST /api/flash-sale/items/:id/buy?subApp=': async (api) => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn('slim') };
    const board = await api.call('GET', '/api/flash-sale/sessions?subApp=slim', undefined, headers);
    const live = board.json.data.sessions.find((s: { state: string }) => s.state === 'live');
    return api.call('POST', `/api/flash-sale/items/${live.items[0].id}/buy?subApp=slim`, undefined, headers);
  },
};
