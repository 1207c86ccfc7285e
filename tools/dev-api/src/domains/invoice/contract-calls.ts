import type { ContractCall } from '../../test-helpers';

type Api = Parameters<ContractCall>[0];

/** The demo student on slim, with seeded paid orders and invoices. */
const demo = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('slim') });

/** How the contract test calls the invoice endpoints for real. */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/invoices/orders?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/invoices/orders?subApp=slim&page=1&pageSize=20', undefined, await demo(api)),
  'POST /api/invoices?subApp=': async (api) => {
    const headers = await demo(api);
    const orders = await api.call('GET', '/api/invoices/orders?subApp=slim&pageSize=50', undefined, headers);
    const free = (orders.json.data.list as { orderNo: string; invoiceId: number | null }[]).filter(
      (o) => o.invoiceId === null,
    );
    return api.call(
      'POST',
      '/api/invoices?subApp=slim',
      {
        orderNos: free.slice(0, 2).map((o) => o.orderNo),
        titleType: 'company',
        title: '北京轻盈健康管理有限公司',
        taxNo: '91350100m000100y43',
        email: 'finance@example.com',
      },
      headers,
    );
  },
  'GET /api/invoices?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/invoices?subApp=slim&page=1&pageSize=10', undefined, await demo(api)),
  // No reply in the envelope: a PDF. The contract test only needs to know it can be called.
  'GET /api/invoices/:id/pdf?ticket=': async (api) => {
    const list = await api.call('GET', '/api/invoices?subApp=slim', undefined, await demo(api));
    const issued = (list.json.data.list as { downloadUrl: string | null }[]).find((i) => i.downloadUrl);
    const res = await api.app.request(issued!.downloadUrl!);
    return { json: { state: res.headers.get('content-type') === 'application/pdf' ? 1 : 0, data: null } };
  },
};
