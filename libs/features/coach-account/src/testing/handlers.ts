import { http, HttpResponse } from 'msw';
import type {
  CoachApplication,
  CoachPayout,
  Complaint,
  IncomeLevel,
  InvoiceRecord,
  PayrollSign,
  StudentLookup,
} from '@yoga/contract';
import { API, failJson, okJson, pagedJson, testStore } from '@yoga/testing';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();

export const TITLE = '上海昂麦瑜伽科技有限公司';
export const TAX = '91310000MA1FL8XQ37';

export const payouts: CoachPayout[] = [
  {
    id: 4,
    periodStart: at(35),
    periodEnd: at(5),
    amount: 386000,
    title: TITLE,
    taxNumber: TAX,
    invoiceState: 'needed',
    reason: null,
  },
  {
    id: 3,
    periodStart: at(65),
    periodEnd: at(35),
    amount: 412500,
    title: TITLE,
    taxNumber: TAX,
    invoiceState: 'needed',
    reason: '发票抬头写成了个人姓名',
  },
  {
    id: 2,
    periodStart: at(95),
    periodEnd: at(65),
    amount: 350000,
    title: TITLE,
    taxNumber: TAX,
    invoiceState: 'received',
    reason: null,
  },
];

export const recordOf = (
  id: number,
  state: InvoiceRecord['state'],
  reason: string | null = null,
): InvoiceRecord => ({
  id,
  payoutId: id,
  periodStart: at(95),
  periodEnd: at(65),
  amount: 350000,
  title: TITLE,
  taxNumber: TAX,
  fileName: `invoice-${id}.pdf`,
  contentType: 'application/pdf',
  state,
  reason,
  submittedAt: at(id),
  decidedAt: state === 'received' ? null : at(1),
});
export const records: InvoiceRecord[] = [
  recordOf(3, 'received'),
  recordOf(2, 'rejected', '发票抬头写成了个人姓名'),
  recordOf(1, 'accepted'),
];

export const student: StudentLookup = {
  name: '李**',
  phone: '138****8000',
  joinedAt: at(160),
  classesWithMe: 24,
  lastClassAt: at(2),
  vip: true,
};

export const payroll: PayrollSign = {
  state: 'unsigned',
  provider: '云账户',
  signUrl: '/api/coach-account/payroll-sign/scan/' + 'a'.repeat(32),
  signedAt: null,
};

export const level: IncomeLevel = {
  level: 2,
  name: '银牌教练',
  perClass: 12000,
  next: {
    level: 3,
    name: '金牌教练',
    perClass: 15000,
    requirements: [
      { key: 'classes', current: 86, target: 120 },
      { key: 'rating', current: 47, target: 48 },
      { key: 'students', current: 58, target: 80 },
      { key: 'months', current: 7, target: 6 },
    ],
  },
};

/** An application with every item in, waiting its turn. */
export const queuedApplication: CoachApplication = {
  state: 'queued',
  items: [
    { key: 'id_card', done: true },
    { key: 'photo', done: true },
    { key: 'certificate', done: true },
    { key: 'experience', done: true },
    { key: 'health', done: true },
  ],
  position: 11,
  total: 34,
  submittedAt: at(3),
  reason: null,
};

/** An active coach (the level above is theirs): approved, every item in, no place in a queue. */
export const application: CoachApplication = {
  ...queuedApplication,
  state: 'approved',
  position: null,
  total: null,
  submittedAt: at(230),
};

export const complaintsStore = testStore<Complaint[]>(() => []);

/** A refusal that names the field, as the stand-in sends it. */
export const refusalJson = (code: number, msg: string, field: string) =>
  HttpResponse.json({ state: 0, code, msg, data: { field } });

/** This domain's success answers, shared by its tests; errors are added per test with server.use. */
export const coachAccountHandlers = [
  http.get(`${API}/coach-account/payouts`, () => okJson({ list: payouts })),
  http.post(`${API}/coach-account/invoice-files`, () =>
    okJson({ id: 'f'.repeat(32), name: 'invoice.pdf', contentType: 'application/pdf', size: 1200 }),
  ),
  http.post(`${API}/coach-account/invoices`, () => okJson(recordOf(9, 'received'))),
  http.get(`${API}/coach-account/invoices`, () => pagedJson(records)),
  http.get(`${API}/coach-account/students`, ({ request }) =>
    new URL(request.url).searchParams.get('phone') === '13800138000'
      ? okJson(student)
      : failJson(5609, '没有找到这个手机号的学员'),
  ),
  http.get(`${API}/coach-account/payroll-sign`, () => okJson(payroll)),
  http.get(`${API}/coach-account/level`, () => okJson(level)),
  http.get(`${API}/coach-account/application`, () => okJson(application)),
  http.get(`${API}/coach-account/complaints`, () => okJson({ list: complaintsStore.current })),
  http.post(`${API}/coach-account/complaints`, async ({ request }) => {
    const b = (await request.json()) as { text: string; photoIds: string[] };
    const c: Complaint = {
      id: complaintsStore.current.length + 1,
      text: b.text,
      photos: [],
      state: 'open',
      createdAt: at(0),
    };
    complaintsStore.current = [c, ...complaintsStore.current];
    return okJson(c);
  }),
];
