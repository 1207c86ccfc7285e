import type { ContractCall } from '../../test-helpers';
import { paidCourse, PNG_1PX, uploadFile } from './test-data';

const phone = '13500135000';

/** How the contract test calls the evaluation and upload endpoints for real. */
export const contractCalls: Record<string, ContractCall> = {
  'POST /api/uploads?subApp=': async (api) => uploadFile(api, await api.signIn('onmat', phone), PNG_1PX),
  'GET /api/uploads/:id': async (api) => {
    const up = await uploadFile(api, await api.signIn('onmat', phone), PNG_1PX);
    const res = await api.app.request(up.json.data.url);
    return { json: { state: res.status === 200 ? 1 : 0, data: null } };
  },
  'POST /api/evaluations?subApp=': async (api) => {
    const AUTHORIZE_TOKEN = await api.signIn('onmat', phone);
    const orderNo = await paidCourse(api, phone, Date.now());
    const photo = (await uploadFile(api, AUTHORIZE_TOKEN, PNG_1PX)).json.data.id as string;
    const body = { orderNo, stars: 5, tags: ['clear'], text: '很好', photoIds: [photo] };
    return api.call('POST', '/api/evaluations?subApp=onmat', body, { AUTHORIZE_TOKEN });
  },
  'GET /api/evaluations/:orderNo?subApp=': async (api) => {
    const AUTHORIZE_TOKEN = await api.signIn('onmat', phone);
    const orderNo = await paidCourse(api, phone, Date.now());
    await api.call('POST', '/api/evaluations?subApp=onmat', { orderNo, stars: 4 }, { AUTHORIZE_TOKEN });
    return api.call('GET', `/api/evaluations/${orderNo}?subApp=onmat`, undefined, { AUTHORIZE_TOKEN });
  },
};
