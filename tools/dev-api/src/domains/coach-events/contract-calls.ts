import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const q = '?subApp=suman-teacher';

async function events(api: Api) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher') };
  const list = (await api.call('GET', `/api/coach-events/events${q}`, undefined, headers)).json.data.list as {
    id: number;
    state: string;
    seatsLeft: number;
  }[];
  const open = list.find((e) => e.state === 'upcoming' && e.seatsLeft > 0)!.id;
  const ended = list.find((e) => e.state === 'ended')!.id;
  return { headers, open, ended };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coach-events/events?subApp=': async (api) =>
    api.call('GET', `/api/coach-events/events${q}`, undefined, (await events(api)).headers),
  'GET /api/coach-events/events/:id?subApp=': async (api) => {
    const { headers, open } = await events(api);
    return api.call('GET', `/api/coach-events/events/${open}${q}`, undefined, headers);
  },
  'POST /api/coach-events/events/:id/signup?subApp=': async (api) => {
    const { headers, open } = await events(api);
    return api.call('POST', `/api/coach-events/events/${open}/signup${q}`, {}, headers);
  },
  'POST /api/coach-events/events/:id/cancel?subApp=': async (api) => {
    const { headers, open } = await events(api);
    await api.call('POST', `/api/coach-events/events/${open}/signup${q}`, {}, headers);
    return api.call('POST', `/api/coach-events/events/${open}/cancel${q}`, {}, headers);
  },
  'POST /api/coach-events/events/:id/feedback?subApp=': async (api) => {
    const { headers, ended } = await events(api);
    return api.call(
      'POST',
      `/api/coach-events/events/${ended}/feedback${q}`,
      { rating: 5, text: '很好' },
      headers,
    );
  },
};
