import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const signedIn = async (api: Api, subApp = 'onmat') => ({ AUTHORIZE_TOKEN: await api.signIn(subApp) });
/** Media answers are bytes or text, not envelopes: checked for status and type, reported as a success. */
const media = async (api: Api, url: string, type: string, headers: Record<string, string> = {}) => {
  const res = await api.app.request(url, { headers });
  const okay = res.status < 300 && (res.headers.get('content-type') ?? '').startsWith(type);
  return { json: { state: okay ? 1 : 0, data: null } };
};

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/course-media/cards/:id?subApp=': async (api) =>
    api.call('GET', '/api/course-media/cards/1?subApp=onmat', undefined, await signedIn(api)),
  'GET /api/course-media/cards/:id/usages?subApp=&page=&pageSize=': async (api) =>
    api.call(
      'GET',
      '/api/course-media/cards/4/usages?subApp=phala&page=2&pageSize=5',
      undefined,
      await signedIn(api, 'phala'),
    ),
  'GET /api/course-media/playbacks/:id?subApp=': async (api) =>
    api.call('GET', '/api/course-media/playbacks/1?subApp=onmat', undefined, await signedIn(api)),
  'GET /api/course-media/playbacks/:id/video?ticket=': async (api) => {
    const p = await api.call(
      'GET',
      '/api/course-media/playbacks/2?subApp=onmat',
      undefined,
      await signedIn(api),
    );
    return media(api, p.json.data.videoUrl, 'video/webm', { Range: 'bytes=0-1023' });
  },
  'GET /api/course-media/playbacks/:id/preview': (api) =>
    media(api, '/api/course-media/playbacks/3/preview', 'video/webm'),
  'GET /api/course-media/playbacks/:id/captions?lang=': (api) =>
    media(api, '/api/course-media/playbacks/3/captions?lang=en', 'text/vtt'),
};
