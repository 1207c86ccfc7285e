import type { ContractCall } from '../../test-helpers';

const q = '?subApp=slim';
const signed = async (api: Parameters<ContractCall>[0]) => ({ AUTHORIZE_TOKEN: await api.signIn('slim') });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/slim-business/courses/:id?subApp=': async (api) =>
    api.call('GET', `/api/slim-business/courses/1${q}`, undefined, await signed(api)),
  'POST /api/slim-business/orders?subApp=': async (api) =>
    api.call(
      'POST',
      `/api/slim-business/orders${q}`,
      { courseId: 1, handbookId: 1, quantity: 2, buyerName: '张三', buyerPhone: '13912345678' },
      await signed(api),
    ),
  'GET /api/slim-business/orders?subApp=&page=&pageSize=': async (api) =>
    api.call('GET', `/api/slim-business/orders${q}&page=1&pageSize=10`, undefined, await signed(api)),
  'GET /api/slim-business/courses/:id/stats?subApp=&sku=': async (api) =>
    api.call('GET', `/api/slim-business/courses/1/stats${q}&sku=1`, undefined, await signed(api)),
  'GET /api/slim-business/exams/:id?subApp=': async (api) =>
    api.call('GET', `/api/slim-business/exams/1${q}`, undefined, await signed(api)),
  'GET /api/slim-business/signings/:teacherId': async (api) =>
    api.call('GET', '/api/slim-business/signings/7'),
};
