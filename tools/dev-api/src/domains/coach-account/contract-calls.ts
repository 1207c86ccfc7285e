import type { ContractCall } from '../../test-helpers';
import { PDF_BYTES, uploadInvoiceFile, uploadPhoto } from './test-data';

type Api = Parameters<ContractCall>[0];

const sub = 'onmat-teacher';
const coach = async (api: Api) => ({ AUTHORIZE_TOKEN: await api.signIn(sub) });

/** How the contract test calls this domain's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/coach-account/payouts?subApp=': async (api) =>
    api.call('GET', `/api/coach-account/payouts?subApp=${sub}`, undefined, await coach(api)),
  'POST /api/coach-account/invoice-files?subApp=': async (api) => {
    const h = await coach(api);
    return uploadInvoiceFile(api, h.AUTHORIZE_TOKEN, PDF_BYTES);
  },
  'POST /api/coach-account/invoices?subApp=': async (api) => {
    const h = await coach(api);
    const payouts = (await api.call('GET', `/api/coach-account/payouts?subApp=${sub}`, undefined, h)).json
      .data.list as { id: number; amount: number; title: string; taxNumber: string; invoiceState: string }[];
    const p = payouts.find((x) => x.invoiceState === 'needed')!;
    const file = (await uploadInvoiceFile(api, h.AUTHORIZE_TOKEN, PDF_BYTES)).json.data.id as string;
    return api.call(
      'POST',
      `/api/coach-account/invoices?subApp=${sub}`,
      { payoutId: p.id, fileId: file, amount: p.amount, taxNumber: p.taxNumber, title: p.title },
      h,
    );
  },
  'GET /api/coach-account/invoices?subApp=&page=&pageSize=': async (api) =>
    api.call(
      'GET',
      `/api/coach-account/invoices?subApp=${sub}&page=1&pageSize=10`,
      undefined,
      await coach(api),
    ),
  'GET /api/coach-account/students?subApp=&phone=': async (api) =>
    api.call(
      'GET',
      `/api/coach-account/students?subApp=${sub}&phone=13911112222`,
      undefined,
      await coach(api),
    ),
  'GET /api/coach-account/payroll-sign?subApp=': async (api) =>
    api.call('GET', `/api/coach-account/payroll-sign?subApp=${sub}`, undefined, await coach(api)),
  'GET /api/coach-account/payroll-sign/scan/:ticket': (api) =>
    api.call('GET', '/api/coach-account/payroll-sign/scan/' + 'a'.repeat(32)),
  'GET /api/coach-account/level?subApp=': async (api) =>
    api.call('GET', `/api/coach-account/level?subApp=${sub}`, undefined, await coach(api)),
  'GET /api/coach-account/application?subApp=': async (api) =>
    api.call('GET', '/api/coach-account/application?subApp=suman-teacher', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('suman-teacher'),
    }),
  'POST /api/coach-account/application/items?subApp=': async (api) => {
    const h = await coach(api);
    const photo = await uploadPhoto(api, h.AUTHORIZE_TOKEN);
    return api.call(
      'POST',
      `/api/coach-account/application/items?subApp=${sub}`,
      { key: 'certificate', photoIds: [photo] },
      h,
    );
  },
  'GET /api/coach-account/complaints?subApp=': async (api) =>
    api.call('GET', `/api/coach-account/complaints?subApp=${sub}`, undefined, await coach(api)),
  'POST /api/coach-account/complaints?subApp=': async (api) => {
    const h = await coach(api);
    const photo = await uploadPhoto(api, h.AUTHORIZE_TOKEN);
    return api.call(
      'POST',
      `/api/coach-account/complaints?subApp=${sub}`,
      { text: '我的等级评定漏算了上个月的二十节课', photoIds: [photo] },
      h,
    );
  },
};
