import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];
const phone = '13600136000';

/** A signed-in onmat user with one fresh pending order. */
async function withOrder(api: Api) {
  const AUTHORIZE_TOKEN = await api.signIn('onmat', phone);
  const created = await api.call('POST', '/__dev/orders', {
    phone,
    subApp: 'onmat',
    kind: 'course',
    title: '流瑜伽',
    amount: 3900,
  });
  return { headers: { AUTHORIZE_TOKEN }, orderNo: created.json.data.orderNo as string };
}

/** How the contract test calls the orders and payments endpoints for real. */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/orders?subApp=&kind=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/orders?subApp=onmat&kind=course&page=1&pageSize=5', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'GET /api/orders/:orderNo?subApp=': async (api) => {
    const { headers, orderNo } = await withOrder(api);
    return api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, headers);
  },
  'GET /api/orders/:orderNo/status?subApp=': async (api) => {
    const { headers, orderNo } = await withOrder(api);
    return api.call('GET', `/api/orders/${orderNo}/status?subApp=onmat`, undefined, headers);
  },
  'POST /api/orders/:orderNo/cancel?subApp=': async (api) => {
    const { headers, orderNo } = await withOrder(api);
    return api.call('POST', `/api/orders/${orderNo}/cancel?subApp=onmat`, undefined, headers);
  },
  'POST /api/pay/prepay?subApp=': async (api) => {
    const { headers, orderNo } = await withOrder(api);
    return api.call('POST', '/api/pay/prepay?subApp=onmat', { orderNo, channel: 'jsapi' }, headers);
  },
  'GET /__dev/pay/cashier?orderNo=&return=': async (api) => {
    const { orderNo } = await withOrder(api);
    const res = await api.app.request(
      `/__dev/pay/cashier?orderNo=${orderNo}&return=%2Fonmat%2Fapp%2Fpay_info`,
    );
    return { json: { state: res.status === 200 ? 1 : 0, data: await res.text() } };
  },
  'POST /__dev/pay/notify': async (api) => {
    const { orderNo } = await withOrder(api);
    return api.call('POST', '/__dev/pay/notify', { orderNo, txn: 'txn_contract_1' });
  },
  'POST /__dev/orders': (api) =>
    api.call('POST', '/__dev/orders', { phone, subApp: 'phala', kind: 'vip', title: '月卡', amount: 9900 }),
};
