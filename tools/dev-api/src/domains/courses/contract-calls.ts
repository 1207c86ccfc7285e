import type { ContractCall } from '../../test-helpers';

const signedIn = async (api: Parameters<ContractCall>[0]) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat') });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/courses/detail?subApp=&courseId=': async (api) =>
    api.call('GET', '/api/courses/detail?subApp=onmat&courseId=105', undefined, await signedIn(api)),
  'GET /api/courses/pay-preview?subApp=&courseId=&classId=': async (api) =>
    api.call('GET', '/api/courses/pay-preview?subApp=phala&courseId=201&classId=2011', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('phala'),
    }),
  'POST /api/courses/order': async (api) =>
    api.call(
      'POST',
      '/api/courses/order',
      { subApp: 'onmat', courseId: 102, classId: 1021, couponId: null },
      // Not the demo student: its seeded unpaid order for this class would (rightly) refuse a second.
      { AUTHORIZE_TOKEN: await api.signIn('onmat', '13900000099') },
    ),
  'GET /api/courses/reviews?subApp=&courseId=&page=&pageSize=': (api) =>
    api.call('GET', '/api/courses/reviews?subApp=onmat&courseId=101&page=1&pageSize=2'),
  'GET /api/courses/free?subApp=': async (api) =>
    api.call('GET', '/api/courses/free?subApp=onmat', undefined, await signedIn(api)),
  'POST /api/courses/free/book': async (api) => {
    const headers = await signedIn(api);
    const day = (await api.call('GET', '/api/courses/free?subApp=onmat', undefined, headers)).json.data;
    return api.call(
      'POST',
      '/api/courses/free/book',
      { subApp: 'onmat', classId: day.classes[0].id },
      headers,
    );
  },
  'POST /__dev/courses/free-class': (api) =>
    api.call('POST', '/__dev/courses/free-class', {
      subApp: 'phala',
      title: '已开课体验',
      startsInMinutes: -1,
    }),
};
