import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function asCoach(api: Api) {
  const token = await api.signIn('suman-teacher');
  const headers = { AUTHORIZE_TOKEN: token };
  const list = await api.call('GET', '/api/coach-answers/questions?subApp=suman-teacher', undefined, headers);
  const open = list.json.data.list.find((x: { state: string }) => x.state !== 'answered');
  const answered = list.json.data.list.find((x: { state: string }) => x.state === 'answered');
  return { token, headers, open: open?.id as number, answered: answered.id as number };
}

async function uploadPng(api: Api, token: string, student = false) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  const url = student
    ? '/api/coach-answers/student/files?subApp=suman'
    : '/api/coach-answers/files?subApp=suman-teacher';
  const res = await api.app.request(url, {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token },
  });
  return { status: res.status, json: await res.json() };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coach-answers/questions?subApp=&state=&page=&pageSize=': async (api) =>
    api.call(
      'GET',
      '/api/coach-answers/questions?subApp=suman-teacher&state=all&page=1&pageSize=5',
      undefined,
      {
        AUTHORIZE_TOKEN: await api.signIn('suman-teacher'),
      },
    ),
  'GET /api/coach-answers/questions/:id?subApp=': async (api) => {
    const { headers, answered } = await asCoach(api);
    return api.call(
      'GET',
      `/api/coach-answers/questions/${answered}?subApp=suman-teacher`,
      undefined,
      headers,
    );
  },
  'POST /api/coach-answers/questions/:id/answers?subApp=': async (api) => {
    const { headers, answered } = await asCoach(api);
    return api.call(
      'POST',
      `/api/coach-answers/questions/${answered}/answers?subApp=suman-teacher&followUp=1`,
      { text: '补充', imageIds: [], audioId: null, audioMs: 0 },
      headers,
    );
  },
  'GET /api/coach-answers/records/:id?subApp=': async (api) => {
    const { headers, answered } = await asCoach(api);
    return api.call('GET', `/api/coach-answers/records/${answered}?subApp=suman-teacher`, undefined, headers);
  },
  'POST /api/coach-answers/shared/:id?subApp=': async (api) => {
    const { headers, answered } = await asCoach(api);
    const record = await api.call(
      'GET',
      `/api/coach-answers/records/${answered}?subApp=suman-teacher`,
      undefined,
      headers,
    );
    return api.call('POST', `/api/coach-answers/shared/${answered}?subApp=suman`, {
      password: record.json.data.password,
    });
  },
  'POST /api/coach-answers/files?subApp=': async (api) => uploadPng(api, (await asCoach(api)).token),
  'GET /api/coach-answers/files/:id': async (api) => {
    const up = await uploadPng(api, (await asCoach(api)).token);
    const res = await api.app.request(up.json.data.url);
    return {
      json: {
        state: res.status === 200 && res.headers.get('Content-Type') === 'image/png' ? 1 : 0,
        data: null,
      },
    };
  },
  'GET /api/coach-answers/student/questions/:id?subApp=': async (api) => {
    const { answered } = await asCoach(api);
    return api.call('GET', `/api/coach-answers/student/questions/${answered}?subApp=suman`, undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman'),
    });
  },
  'GET /api/coach-answers/student/classes?subApp=': async (api) =>
    api.call('GET', '/api/coach-answers/student/classes?subApp=suman', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman'),
    }),
  // The demo student's class 2 is answered by the coach (seed).
  'GET /api/coach-answers/student/classes/:id?subApp=': async (api) =>
    api.call('GET', '/api/coach-answers/student/classes/2?subApp=suman', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman'),
    }),
  'POST /api/coach-answers/student/classes/:id/answer?subApp=': async (api) => {
    await api.giveHistory('13900005599');
    const token = await api.signIn('suman', '13900005599');
    const headers = { AUTHORIZE_TOKEN: token };
    const list = await api.call('GET', '/api/coach-answers/student/classes?subApp=suman', undefined, headers);
    const open = list.json.data.list.find((x: { prompt: string | null }) => x.prompt !== null);
    const img = await uploadPng(api, token, true);
    return api.call(
      'POST',
      `/api/coach-answers/student/classes/${open.id}/answer?subApp=suman`,
      { text: '', imageIds: [img.json.data.id], audioId: null, audioMs: 0 },
      headers,
    );
  },
  'POST /api/coach-answers/student/files?subApp=': async (api) =>
    uploadPng(api, await api.signIn('suman'), true),
};
