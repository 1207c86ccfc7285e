import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';

type Api = ReturnType<typeof devApi>;

/** Signs in as the login page does when opened from a share link (login?invite=CODE). */
async function signInInvited(api: Api, subApp: string, phone: string, invite: string) {
  await api.call('POST', '/api/auth/sms-code', { subApp, areaCode: '86', phone });
  const code = (await api.call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data.code as string;
  return (await api.call('POST', '/api/auth/login', { subApp, areaCode: '86', phone, code, invite })).json;
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
});
