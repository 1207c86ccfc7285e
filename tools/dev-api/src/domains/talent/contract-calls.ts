import type { ContractCall } from '../../test-helpers';

const form = { specialty: 'yin', city: '杭州', intro: '每周练三次阴瑜伽，想分享给更多同学。' };

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/talent?subApp=': (api) => api.call('GET', '/api/talent?subApp=phala'),
  'POST /api/talent/apply?subApp=': async (api) =>
    api.call('POST', '/api/talent/apply?subApp=phala', form, {
      AUTHORIZE_TOKEN: await api.signIn('phala', '13900000071'),
    }),
};
