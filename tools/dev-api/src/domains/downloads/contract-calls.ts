import type { ContractCall } from '../../test-helpers';

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/downloads/app-version?subApp=&channel=': (api) =>
    api.call('GET', '/api/downloads/app-version?subApp=onmat&channel=release'),
  'GET /api/downloads/tv-login/:code?subApp=': async (api) => {
    const { code } = (await api.call('POST', '/__dev/tv-login/codes', { subApp: 'phala' })).json.data;
    return api.call('GET', `/api/downloads/tv-login/${code}?subApp=phala`, undefined, {
      AUTHORIZE_TOKEN: await api.signIn('phala'),
    });
  },
  'POST /api/downloads/tv-login/:code': async (api) => {
    const { code } = (await api.call('POST', '/__dev/tv-login/codes', { subApp: 'phala' })).json.data;
    return api.call(
      'POST',
      `/api/downloads/tv-login/${code}`,
      { subApp: 'phala', decision: 'confirm' },
      { AUTHORIZE_TOKEN: await api.signIn('phala') },
    );
  },
  'GET /api/downloads/coaches/:id?subApp=': (api) =>
    api.call('GET', '/api/downloads/coaches/101?subApp=onmat'),
  'GET /api/downloads/my-coach?subApp=': (api) => api.call('GET', '/api/downloads/my-coach?subApp=phala'),
  'POST /__dev/tv-login/codes': (api) => api.call('POST', '/__dev/tv-login/codes', { subApp: 'phala' }),
};
