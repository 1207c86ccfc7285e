import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

/** The seeded student's first file of a kind in the teaching series. */
async function firstFile(api: Api, kind: 'video' | 'pdf') {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('suman') };
  const list = await api.call('GET', '/api/class-materials?subApp=suman&series=teaching', undefined, headers);
  const files = list.json.data.groups.flatMap((g: { files: { kind: string }[] }) => g.files);
  return {
    headers,
    file: files.find((f: { kind: string }) => f.kind === kind) as { id: number; url: string },
  };
}
/** Bytes, not envelopes: checked for status and type, reported as a success. */
const media = async (api: Api, url: string, type: string, headers: Record<string, string> = {}) => {
  const res = await api.app.request(url, { headers });
  const okay = res.status < 300 && (res.headers.get('content-type') ?? '').startsWith(type);
  return { json: { state: okay ? 1 : 0, data: null } };
};

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/class-materials?subApp=&series=': async (api) =>
    api.call('GET', '/api/class-materials?subApp=suman&series=strengthen', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman'),
    }),
  'POST /api/class-materials/files/:id/viewed?subApp=': async (api) => {
    const { headers, file } = await firstFile(api, 'pdf');
    return api.call('POST', `/api/class-materials/files/${file.id}/viewed?subApp=suman`, undefined, headers);
  },
  'GET /api/class-materials/files/:id/video?ticket=': async (api) =>
    media(api, (await firstFile(api, 'video')).file.url, 'video/webm', { Range: 'bytes=0-1023' }),
  'GET /api/class-materials/files/:id/pdf?ticket=': async (api) =>
    media(api, (await firstFile(api, 'pdf')).file.url, 'application/pdf'),
};
