import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const slim = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('slim') });

/** A photo of the demo student's, uploaded as the screen does. */
export async function uploadPng(api: Api, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'p.png');
  const res = await api.app.request('/api/uploads?subApp=slim', {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const member = { name: '女儿', relation: 'child' };

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/practice/home?subApp=': async (api) =>
    api.call('GET', '/api/practice/home?subApp=slim', undefined, await slim(api)),
  'GET /api/practice/profile?subApp=': async (api) =>
    api.call('GET', '/api/practice/profile?subApp=slim', undefined, await slim(api)),
  'POST /api/practice/profile?subApp=': async (api) =>
    api.call(
      'POST',
      '/api/practice/profile?subApp=slim',
      { height: 165, weight: 60.5, goalWeight: 55 },
      await slim(api),
    ),
  'GET /api/practice/family?subApp=': async (api) =>
    api.call('GET', '/api/practice/family?subApp=slim', undefined, await slim(api)),
  'POST /api/practice/family?subApp=': async (api) =>
    api.call('POST', '/api/practice/family?subApp=slim', member, await slim(api)),
  'POST /api/practice/family/:id?subApp=': async (api) => {
    const h = await slim(api);
    const id = (await api.call('POST', '/api/practice/family?subApp=slim', member, h)).json.data.id;
    return api.call('POST', `/api/practice/family/${id}?subApp=slim`, { ...member, name: '小美' }, h);
  },
  'POST /api/practice/family/:id/delete?subApp=': async (api) => {
    const h = await slim(api);
    const id = (await api.call('POST', '/api/practice/family?subApp=slim', member, h)).json.data.id;
    return api.call('POST', `/api/practice/family/${id}/delete?subApp=slim`, undefined, h);
  },
  'GET /api/practice/clock?subApp=&month=': async (api) =>
    api.call('GET', '/api/practice/clock?subApp=slim', undefined, await slim(api)),
  'POST /api/practice/clock?subApp=': async (api) => {
    const h = await slim(api);
    const photoId = await uploadPng(api, h.AUTHORIZE_TOKEN);
    return api.call('POST', '/api/practice/clock?subApp=slim', { minutes: 30, photoId, memberId: null }, h);
  },
  'GET /api/practice/measurements/:item?subApp=': async (api) =>
    api.call('GET', '/api/practice/measurements/weight?subApp=slim', undefined, await slim(api)),
};
