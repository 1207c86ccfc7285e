import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';

type Api = ReturnType<typeof devApi>;

/** Signs in as the login page does when opened from a share link (login?invite=CODE). */
async function signInInvited(
  api: Api,
  subApp: string,
  phone: string,
  invite: string,
  client = '198.51.100.1',
) {
  const from = { 'X-Forwarded-For': client };
  await api.call('POST', '/api/auth/sms-code', { subApp, areaCode: '86', phone }, from);
  const code = (await api.call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data.code as string;
  const body = { subApp, areaCode: '86', phone, code, invite };
  return (await api.call('POST', '/api/auth/login', body, from)).json;
}

describe('a friend who signs up through the share link', () => {
  it('counts once for a new account on the same sub-app, never for an existing one', async () => {
    const api = devApi();
    const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', '13500135101') };
    const invited = async () =>
      (await api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, headers)).json.data;
    const { inviteCode } = await invited();
    await api.signIn('onmat', '13900139101'); // an account that exists before following the link

    expect((await signInInvited(api, 'phala', '13900139102', inviteCode.toLowerCase())).state).toBe(1);
    expect((await signInInvited(api, 'phala', '13900139101', inviteCode)).state).toBe(1);
    expect((await signInInvited(api, 'onmat', '13900139103', inviteCode)).state).toBe(1);
    const after = await invited();
    expect(after.invited).toBe(1);
    expect(after.invitees[0].name).toMatch(/\*\*$/);
  });

  it('signs in whatever the code: unknown or malformed codes are ignored', async () => {
    const api = devApi();
    expect((await signInInvited(api, 'phala', '13900139201', 'NOPE99')).state).toBe(1);
    expect((await signInInvited(api, 'phala', '13900139202', '<script>')).state).toBe(1);
  });

  it('counts five new numbers from one client as one friend; five clients as five', async () => {
    const api = devApi();
    const inviter = async (phone: string) => {
      const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', phone) };
      const view = async () =>
        (await api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, headers)).json.data;
      return { code: (await view()).inviteCode as string, view };
    };
    const farmed = await inviter('13500135301');
    for (let i = 0; i < 5; i++)
      expect((await signInInvited(api, 'phala', `1390013931${i}`, farmed.code, '203.0.113.9')).state).toBe(1);
    expect(await farmed.view()).toMatchObject({ invited: 1, state: 'in-progress' });
    const honest = await inviter('13500135302');
    for (let i = 0; i < 5; i++)
      await signInInvited(api, 'phala', `1390013932${i}`, honest.code, `198.51.100.${20 + i}`);
    expect(await honest.view()).toMatchObject({ invited: 5, state: 'claimable' });
  });

  it('counts at most three friends a day from one client, across inviters', async () => {
    const api = devApi();
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', `1350013540${i}`) };
      codes.push(
        (await api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, headers)).json.data.inviteCode,
      );
    }
    for (let i = 0; i < 4; i++)
      await signInInvited(api, 'phala', `1390013941${i}`, codes[i]!, '203.0.113.10');
    const counted = api.db
      .prepare('SELECT code FROM mat_invitees WHERE counted = 1 AND client = ?')
      .all('203.0.113.10');
    expect(counted.map((r) => (r as { code: string }).code)).toEqual(codes.slice(0, 3));
  });
});
