import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

/** An MP4's first bytes: a box of type "ftyp". */
export const mp4Bytes = (size: number): Uint8Array => {
  const b = new Uint8Array(size);
  b.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  return b;
};

export async function postChunk(
  api: Api,
  token: string,
  subApp: string,
  id: string,
  offset: number,
  bytes: Uint8Array,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'chunk');
  const res = await api.app.request(`/api/materials/uploads/${id}/chunks?subApp=${subApp}&offset=${offset}`, {
    method: 'POST',
    headers: { AUTHORIZE_TOKEN: token },
    body: form,
  });
  return { status: res.status, json: await res.json() };
}

async function coach(api: Api) {
  const token = await api.signIn('onmat-teacher');
  const classes = await api.call('GET', '/api/materials/classes?subApp=onmat-teacher', undefined, {
    AUTHORIZE_TOKEN: token,
  });
  return { token, classId: classes.json.data.list[0].id as number };
}

async function started(api: Api) {
  const { token, classId } = await coach(api);
  const r = await api.call(
    'POST',
    '/api/materials/uploads?subApp=onmat-teacher',
    { classId, kind: 'video', fileName: 'a.mp4', size: 64 },
    { AUTHORIZE_TOKEN: token },
  );
  return { token, id: r.json.data.id as string, r };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/materials/classes?subApp=': async (api) =>
    api.call('GET', '/api/materials/classes?subApp=onmat-teacher', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat-teacher'),
    }),
  'GET /api/materials/records?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/materials/records?subApp=onmat-teacher&page=1&pageSize=5', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat-teacher'),
    }),
  'GET /api/materials/homework?subApp=': async (api) =>
    api.call('GET', '/api/materials/homework?subApp=onmat-teacher', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat-teacher'),
    }),
  'GET /api/materials/homework/:confId?subApp=': async (api) => {
    const { classId } = await coach(api);
    return api.call('GET', `/api/materials/homework/${classId}?subApp=onmat`, undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    });
  },
  'POST /api/materials/uploads?subApp=': async (api) => (await started(api)).r,
  'GET /api/materials/uploads/:id?subApp=': async (api) => {
    const { token, id } = await started(api);
    return api.call('GET', `/api/materials/uploads/${id}?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: token,
    });
  },
  'POST /api/materials/uploads/:id/chunks?subApp=&offset=': async (api) => {
    const { token, id } = await started(api);
    return postChunk(api, token, 'onmat-teacher', id, 0, mp4Bytes(64));
  },
  'POST /api/materials/uploads/:id/complete?subApp=': async (api) => {
    const { token, id } = await started(api);
    await postChunk(api, token, 'onmat-teacher', id, 0, mp4Bytes(64));
    return api.call('POST', `/api/materials/uploads/${id}/complete?subApp=onmat-teacher`, undefined, {
      AUTHORIZE_TOKEN: token,
    });
  },
};
