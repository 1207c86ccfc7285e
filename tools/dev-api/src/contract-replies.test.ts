import { describe, expect, it } from 'vitest';
import { endpoints, envelope, type Endpoint } from '@yoga/contract';
import { devEndpoints } from '@yoga/contract/dev';
import { devApi, type ContractCall } from './test-helpers';

type Call = ContractCall;

// A domain added later (e.g. by the generator) brings its own calls in domains/<name>/contract-calls.ts.
const domainCalls = Object.values(
  import.meta.glob<{ contractCalls: Record<string, Call> }>('./domains/*/contract-calls.ts', { eager: true }),
).reduce<Record<string, Call>>((all, m) => ({ ...all, ...m.contractCalls }), {});

const phone = '13700137000';
const sms = { subApp: 'onmat', areaCode: '86', phone };

/** How to call each endpoint for real; an endpoint missing here fails the test below. */
const calls: Record<string, Call> = {
  'POST /api/auth/sms-code': (api) => api.call('POST', '/api/auth/sms-code', sms),
  'POST /api/auth/login': async (api) => {
    await api.call('POST', '/api/auth/sms-code', sms);
    const { code } = (await api.call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data;
    return api.call('POST', '/api/auth/login', { ...sms, code });
  },
  'POST /api/auth/wx/exchange': async (api) => {
    const target = encodeURIComponent('http://localhost/suman/wx_h5_login');
    const back = await api.app.request(`/__dev/wx/authorize/allow?redirect_uri=${target}&state=`);
    const code = new URL(back.headers.get('location')!).searchParams.get('code');
    return api.call('POST', '/api/auth/wx/exchange', { subApp: 'suman', code });
  },
  'GET /api/user/me?subApp=': async (api) =>
    api.call('GET', '/api/user/me?subApp=slim', undefined, { AUTHORIZE_TOKEN: await api.signIn('slim') }),
  'GET /api/suman/v1/user/me': async (api) =>
    api.call('GET', '/api/suman/v1/user/me', undefined, { token: await api.signIn('suman') }),
  'POST /api/auth/logout?subApp=': async (api) =>
    api.call('POST', '/api/auth/logout?subApp=bay', undefined, { AUTHORIZE_TOKEN: await api.signIn('bay') }),
  'POST /api/echo': (api) => api.call('POST', '/api/echo', { any: ['thing'] }),
  'POST /api/student/v1/wx/web_init_config': (api) =>
    api.call('POST', '/api/student/v1/wx/web_init_config', { url: 'http://localhost/onmat/store' }),
  'GET /api/app/activity/new-user/wx-share/1?url=': (api) =>
    api.call('GET', '/api/app/activity/new-user/wx-share/1?url=' + encodeURIComponent('http://h/x?y=1')),
  'GET /api/catalog/:kind?brand=&page=&pageSize=': (api) =>
    api.call('GET', '/api/catalog/products?brand=phala&page=2&pageSize=2'),
  'GET /__dev/sms/latest?phone=&areaCode=': async (api) => {
    await api.call('POST', '/api/auth/sms-code', { ...sms, areaCode: '852', phone: '61234567' });
    return api.call('GET', '/__dev/sms/latest?phone=61234567&areaCode=852');
  },
  'POST /__dev/tokens/revoke': async (api) =>
    api.call('POST', '/__dev/tokens/revoke', { token: await api.signIn('phala') }),
  'POST /__dev/monitoring/events': (api) => api.call('POST', '/__dev/monitoring/events', { kind: 'error' }),
  'GET /__dev/monitoring/events': async (api) => {
    await api.call('POST', '/__dev/monitoring/events', { kind: 'error', message: 'x' });
    return api.call('GET', '/__dev/monitoring/events');
  },
  ...domainCalls,
};

const all: Endpoint[] = [...endpoints, ...devEndpoints];

describe('every reply matches the contract', () => {
  it('knows how to call every documented endpoint', () => {
    expect(Object.keys(calls).sort()).toEqual(all.map((e) => `${e.method} ${e.path}`).sort());
  });

  it.each(all.filter((e) => e.response).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    async (key, e) => {
      const r = await calls[key]!(devApi());
      expect(r.json.state, JSON.stringify(r.json)).toBe(1);
      envelope(e.response!).parse(r.json);
      // Parsing strips keys the contract does not name, so a field the stand-in adds shows up here too.
      expect(e.response!.parse(r.json.data)).toEqual(r.json.data);
    },
  );
});
