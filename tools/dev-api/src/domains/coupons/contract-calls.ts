import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

const student = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat') });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coupons/mine?subApp=&state=&page=&pageSize=': async (api) =>
    api.call(
      'GET',
      '/api/coupons/mine?subApp=onmat&state=unused&page=1&pageSize=5',
      undefined,
      await student(api),
    ),
  'GET /api/coupons/usable?subApp=&courseId=&classId=': async (api) =>
    api.call(
      'GET',
      '/api/coupons/usable?subApp=onmat&courseId=101&classId=1011',
      undefined,
      await student(api),
    ),
  'GET /api/coupons/usable/store?subApp=&skuId=&quantity=': async (api) => {
    const list = await api.call('GET', '/api/shop/products?subApp=onmat&pageSize=1');
    const detail = await api.call('GET', `/api/shop/products/${list.json.data.list[0].spuId}?subApp=onmat`);
    const skuId = detail.json.data.skus[0].id as number;
    return api.call(
      'GET',
      `/api/coupons/usable/store?subApp=onmat&skuId=${skuId}&quantity=1`,
      undefined,
      await student(api),
    );
  },
  'GET /api/coupons/activities/:id?subApp=': async (api) =>
    api.call('GET', '/api/coupons/activities/1?subApp=onmat'),
  'POST /api/coupons/activities/:id/claim?subApp=': async (api) => {
    const activity = (await api.call('GET', '/api/coupons/activities/1?subApp=onmat')).json.data;
    return api.call(
      'POST',
      '/api/coupons/activities/1/claim?subApp=onmat',
      { couponId: activity.coupons[0].id },
      await student(api),
    );
  },
  'GET /api/coupons/teacher/activities/:id?subApp=': async (api) =>
    api.call('GET', '/api/coupons/teacher/activities/1?subApp=onmat-teacher', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat-teacher'),
    }),
  'GET /api/coupons/new-user?subApp=': async (api) =>
    api.call('GET', '/api/coupons/new-user?subApp=suman', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman', '13900000651'),
    }),
  'POST /api/coupons/new-user/claim?subApp=': async (api) =>
    api.call('POST', '/api/coupons/new-user/claim?subApp=suman', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman', '13900000652'),
    }),
};
