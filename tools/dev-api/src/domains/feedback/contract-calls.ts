import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

/** The seeded student on phala and the id of their most recent ticket. */
async function firstTicket(api: Api) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('phala') };
  const page = await api.call('GET', '/api/feedback?subApp=phala&page=1&pageSize=1', undefined, headers);
  return { headers, id: page.json.data.list[0].id as number };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/feedback/categories?subApp=': (api) => api.call('GET', '/api/feedback/categories?subApp=onmat'),
  'POST /api/feedback?subApp=': async (api) =>
    api.call(
      'POST',
      '/api/feedback?subApp=phala',
      {
        requestId: 'contract-call-1',
        category: 'app',
        text: '页面打不开，一直白屏。',
        photoIds: [],
        contact: '',
      },
      { AUTHORIZE_TOKEN: await api.signIn('phala') },
    ),
  'GET /api/feedback?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/feedback?subApp=phala&page=1&pageSize=5', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('phala'),
    }),
  'GET /api/feedback/:id?subApp=': async (api) => {
    const { headers, id } = await firstTicket(api);
    return api.call('GET', `/api/feedback/${id}?subApp=phala`, undefined, headers);
  },
  'POST /api/feedback/:id/messages?subApp=': async (api) => {
    const { headers, id } = await firstTicket(api);
    return api.call('POST', `/api/feedback/${id}/messages?subApp=phala`, { text: '补充一下' }, headers);
  },
  'POST /__dev/feedback/reply': async (api) => {
    const { id } = await firstTicket(api);
    return api.call('POST', '/__dev/feedback/reply', { subApp: 'phala', id, text: '已收到' });
  },
};
