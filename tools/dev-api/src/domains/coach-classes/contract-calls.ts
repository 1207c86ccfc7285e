import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

const coach = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat-teacher') });
const firstOfWeek = async (api: Api, headers: Record<string, string>, title: string) =>
  (
    (await api.call('GET', '/api/coach-classes/week?subApp=onmat-teacher&week=0', undefined, headers)).json
      .data.list as { id: number; title: string }[]
  ).find((c) => c.title === title)!.id;

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coach-classes/week?subApp=&week=&kind=': async (api) =>
    api.call(
      'GET',
      '/api/coach-classes/week?subApp=onmat-teacher&week=0&kind=group',
      undefined,
      await coach(api),
    ),
  'GET /api/coach-classes/classes/:id?subApp=': async (api) => {
    const headers = await coach(api);
    const id = await firstOfWeek(api, headers, '午间舒展');
    return api.call('GET', `/api/coach-classes/classes/${id}?subApp=onmat-teacher`, undefined, headers);
  },
  'GET /api/coach-classes/summary?subApp=': async (api) =>
    api.call('GET', '/api/coach-classes/summary?subApp=phala-teacher', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('phala-teacher'),
    }),
  'GET /api/coach-classes/open?subApp=': async (api) =>
    api.call('GET', '/api/coach-classes/open?subApp=onmat-teacher', undefined, await coach(api)),
  'POST /api/coach-classes/open/:id/take?subApp=': async (api) => {
    const headers = await coach(api);
    const open = (await api.call('GET', '/api/coach-classes/open?subApp=onmat-teacher', undefined, headers))
      .json.data as { id: number; title: string }[];
    const id = open.find((c) => c.title === '流瑜伽进阶')!.id;
    return api.call('POST', `/api/coach-classes/open/${id}/take?subApp=onmat-teacher`, undefined, headers);
  },
  'GET /api/coach-classes/colleagues?subApp=': async (api) =>
    api.call('GET', '/api/coach-classes/colleagues?subApp=onmat-teacher', undefined, await coach(api)),
  'GET /api/coach-classes/requests?subApp=&kind=': async (api) =>
    api.call('GET', '/api/coach-classes/requests?subApp=onmat-teacher', undefined, await coach(api)),
  'POST /api/coach-classes/requests?subApp=': async (api) => {
    const headers = await coach(api);
    const id = await firstOfWeek(api, headers, '阴瑜伽');
    return api.call(
      'POST',
      '/api/coach-classes/requests?subApp=onmat-teacher',
      { kind: 'cancel', classId: id, reason: '身体不适' },
      headers,
    );
  },
  'POST /__dev/coach-classes/schedule': async (api) => {
    await api.signIn('suman-teacher', '13700000001');
    return api.call('POST', '/__dev/coach-classes/schedule', {
      subApp: 'suman-teacher',
      phone: '13700000001',
    });
  },
  'POST /__dev/coach-classes/requests/:id/decide': async (api) => {
    const headers = await coach(api);
    const id = await firstOfWeek(api, headers, '阴瑜伽');
    const r = await api.call(
      'POST',
      '/api/coach-classes/requests?subApp=onmat-teacher',
      { kind: 'cancel', classId: id, reason: '身体不适' },
      headers,
    );
    return api.call('POST', `/__dev/coach-classes/requests/${r.json.data.id}/decide`, { state: 'approved' });
  },
};
