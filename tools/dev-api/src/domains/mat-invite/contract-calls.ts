import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const address = {
  name: '张三',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号',
};

/** A fresh phala user whose five friends joined through their code, with an address to ship to. */
export async function claimableUser(api: Api, phone = '13500135000') {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', phone) };
  const mine = await api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, headers);
  const code = mine.json.data.inviteCode as string;
  for (let i = 0; i < 5; i++)
    await api.call('POST', '/__dev/mat-invite/join', { code, phone: `1390013900${i}` });
  const added = await api.call('POST', '/api/addresses?subApp=phala', address, headers);
  return { headers, code, addressId: added.json.data.id as number };
}

/** How the contract test calls the mat-invite endpoints (contract in shop.ts) for real. */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/shop/mat-invite?subApp=': async (api) =>
    api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('phala'),
    }),
  'POST /api/shop/mat-invite/claim?subApp=': async (api) => {
    const { headers, addressId } = await claimableUser(api);
    return api.call('POST', '/api/shop/mat-invite/claim?subApp=phala', { addressId }, headers);
  },
};
