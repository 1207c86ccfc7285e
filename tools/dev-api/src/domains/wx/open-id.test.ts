import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';
import { consentCode } from './contract-calls';

describe('GET /api/wx/open-id', () => {
  it('names the openId of a fresh code once, without signing anyone in', async () => {
    const api = devApi();
    const code = await consentCode(api);
    const first = await api.call('GET', `/api/wx/open-id?subApp=beaticam&code=${code}`);
    expect(first.json.state).toBe(1);
    expect(first.json.data).toEqual({ openId: expect.stringMatching(/^o_[0-9a-f]{20}$/) });
    expect(Object.keys(first.json.data)).toEqual(['openId']);
    const again = await api.call('GET', `/api/wx/open-id?subApp=beaticam&code=${code}`);
    expect(again.json).toMatchObject({ state: 0, code: 400 });
  });

  it('refuses an unknown or missing code and an unknown sub-app', async () => {
    const api = devApi();
    expect((await api.call('GET', '/api/wx/open-id?subApp=beaticam&code=nope')).json.code).toBe(400);
    expect((await api.call('GET', '/api/wx/open-id?subApp=beaticam')).json.state).toBe(0);
    const code = await consentCode(api);
    expect((await api.call('GET', `/api/wx/open-id?subApp=moon&code=${code}`)).json.state).toBe(0);
  });
});
