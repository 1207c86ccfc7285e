import type { ContractCall } from '../../test-helpers';
import { certSeeds } from './seed';

type Api = Parameters<ContractCall>[0];

const onmat = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn('onmat', '13800138071') });
// A holder with a history: a new account has no certificate to renew.
const bay = async (api: Api) => {
  await api.giveHistory('13800138072');
  return { AUTHORIZE_TOKEN: await api.signIn('bay', '13800138072') };
};

/** The first bookable slot of onmat's, booked by a fresh user. */
async function booked(api: Api) {
  const h = await onmat(api);
  const options = (await api.call('GET', '/api/certificates/exam/options?subApp=onmat', undefined, h)).json
    .data;
  const slot = options.centres
    .flatMap((c: { slots: { id: number; bookable: boolean }[] }) => c.slots)
    .find((s: { bookable: boolean }) => s.bookable);
  const booking = (
    await api.call('POST', '/api/certificates/exam/bookings?subApp=onmat', { slotId: slot.id }, h)
  ).json.data;
  return { h, booking };
}

/** The bay user's renewable certificate, its renewal started. */
async function renewing(api: Api) {
  const h = await bay(api);
  const list = (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json.data
    .list;
  const cert = list.find((r: { eligible: boolean }) => r.eligible).certificate;
  const { orderNo } = (
    await api.call('POST', '/api/certificates/renewal?subApp=bay', { certificateId: cert.id }, h)
  ).json.data;
  return { h, orderNo: orderNo as string };
}

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'POST /api/certificates/search': (api) =>
    api.call('POST', '/api/certificates/search', { no: 'OM202600000101' }, { 'X-Forwarded-For': '10.9.0.1' }),
  'GET /api/certificates/:id?subApp=': async (api) => {
    // A certificate is opened by the public id its search gives (ids are random).
    const { name, idNumber } = certSeeds.onmat.holders[0]!;
    const by = { name, idNumber };
    const found = await api.call('POST', '/api/certificates/search', by, { 'X-Forwarded-For': '10.9.0.2' });
    return api.call('GET', `/api/certificates/${found.json.data.list[0].id}?subApp=onmat`);
  },
  'GET /api/certificates/exam/options?subApp=': async (api) =>
    api.call('GET', '/api/certificates/exam/options?subApp=onmat', undefined, await onmat(api)),
  'GET /api/certificates/exam/booking?subApp=': async (api) => {
    const { h } = await booked(api);
    return api.call('GET', '/api/certificates/exam/booking?subApp=onmat', undefined, h);
  },
  'POST /api/certificates/exam/bookings?subApp=': async (api) => {
    const h = await onmat(api);
    return api.call('POST', '/api/certificates/exam/bookings?subApp=onmat', { slotId: 2 }, h);
  },
  'POST /api/certificates/exam/bookings/:id/cancel?subApp=': async (api) => {
    const { h, booking } = await booked(api);
    return api.call(
      'POST',
      `/api/certificates/exam/bookings/${booking.id}/cancel?subApp=onmat`,
      undefined,
      h,
    );
  },
  'GET /api/certificates/renewal/options?subApp=': async (api) =>
    api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, await bay(api)),
  'POST /api/certificates/renewal?subApp=': async (api) => {
    const h = await bay(api);
    const list = (await api.call('GET', '/api/certificates/renewal/options?subApp=bay', undefined, h)).json
      .data.list;
    const id = list.find((r: { eligible: boolean }) => r.eligible).certificate.id;
    return api.call('POST', '/api/certificates/renewal?subApp=bay', { certificateId: id }, h);
  },
  'GET /api/certificates/renewal/:orderNo?subApp=': async (api) => {
    const { h, orderNo } = await renewing(api);
    await api.call('POST', '/__dev/pay/notify', { orderNo, txn: `txn-${orderNo}` });
    return api.call('GET', `/api/certificates/renewal/${orderNo}?subApp=bay`, undefined, h);
  },
};
