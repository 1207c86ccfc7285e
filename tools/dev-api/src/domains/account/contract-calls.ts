import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const phone = '13100131000';

async function me(api: Api) {
  return { AUTHORIZE_TOKEN: await api.signIn('onmat', phone) };
}

async function requestDeletion(api: Api) {
  const headers = await me(api);
  await api.call('POST', '/api/auth/sms-code', { subApp: 'onmat', areaCode: '86', phone });
  const { code } = (await api.call('GET', `/__dev/sms/latest?phone=${phone}`)).json.data;
  return { res: await api.call('POST', '/api/account/deletion?subApp=onmat', { code }, headers) };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/account/profile?subApp=': async (api) =>
    api.call('GET', '/api/account/profile?subApp=onmat', undefined, await me(api)),
  'POST /api/account/profile?subApp=': async (api) =>
    api.call(
      'POST',
      '/api/account/profile?subApp=onmat',
      { nickname: '晨练的猫', avatarId: null, gender: 'female', birthday: '1990-05-01' },
      await me(api),
    ),
  'GET /api/account/deletion?subApp=': async (api) =>
    api.call('GET', '/api/account/deletion?subApp=phala', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('phala', phone),
    }),
  'POST /api/account/deletion?subApp=': async (api) => (await requestDeletion(api)).res,
  'POST /api/account/deletion/cancel?subApp=': async (api) => {
    await requestDeletion(api);
    return api.call('POST', '/api/account/deletion/cancel?subApp=onmat', undefined, await me(api));
  },
};
