import { http, HttpResponse } from 'msw';
import type { ExamBooking, ExamOptions, Renewal, RenewalOptions } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';
import { validCert } from './handlers';

const DAY = 86_400_000;
const at = (days: number, hour = 1) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();

export const examOptionsData: ExamOptions = {
  level: '200 小时瑜伽教练资格考试',
  fee: 80000,
  documents: ['身份证原件', '培训结业证明'],
  bring: ['瑜伽垫与运动服'],
  centres: [
    {
      id: 1,
      city: '上海',
      name: 'OnMat 上海静安考点',
      address: '上海市静安区南京西路 1266 号 8 楼',
      slots: [
        { id: 11, startsAt: at(7), endsAt: at(7, 4), seats: 20, seatsLeft: 1, bookable: true },
        { id: 12, startsAt: at(14), endsAt: at(14, 4), seats: 10, seatsLeft: 0, bookable: false },
      ],
    },
    {
      id: 2,
      city: '北京',
      name: 'OnMat 北京朝阳考点',
      address: '北京市朝阳区建国路 89 号 3 楼',
      slots: [{ id: 21, startsAt: at(9), endsAt: at(9, 4), seats: 20, seatsLeft: 8, bookable: true }],
    },
  ],
};

export const bookingOf = (state: ExamBooking['state'], startsInDays = 7): ExamBooking => ({
  id: 5,
  state,
  level: '200 小时瑜伽教练资格考试',
  city: '上海',
  centre: 'OnMat 上海静安考点',
  address: '上海市静安区南京西路 1266 号 8 楼',
  startsAt: at(startsInDays),
  endsAt: at(startsInDays, 4),
  fee: 80000,
  orderNo: 'OM20261126123456',
  payDeadline: new Date(Date.now() + 15 * 60_000).toISOString(),
  paidAt: state === 'booked' ? new Date().toISOString() : null,
  cancelBefore: new Date(Date.parse(at(startsInDays)) - 2 * DAY).toISOString(),
  refunded: false,
});

/** The booking the handlers answer with (tests set it). */
export const examState: { booking: ExamBooking | null; booked: number[]; cancelled: number[] } = {
  booking: null,
  booked: [],
  cancelled: [],
};
export const resetExam = () => Object.assign(examState, { booking: null, booked: [], cancelled: [] });

export const renewalOptionsData: RenewalOptions = {
  fee: 30000,
  creditHoursNeeded: 20,
  list: [
    {
      certificate: {
        ...validCert,
        id: '9c2e7d41a0b35f68',
        no: 'YB202400000310',
        subApp: 'bay',
        expiresAt: at(40),
      },
      creditHours: 24,
      credits: [{ title: '阴瑜伽进修工作坊', hours: 24, at: at(-100) }],
      eligible: true,
      reasons: [],
      renewedExpiresAt: at(770),
    },
    {
      certificate: {
        ...validCert,
        id: 'e05b8a3f6c19d274',
        no: 'YB202300000311',
        subApp: 'bay',
        level: '孕产瑜伽教练',
        status: 'expired',
        expiresAt: at(-100),
      },
      creditHours: 8,
      credits: [{ title: '孕产瑜伽安全指南', hours: 8, at: at(-300) }],
      eligible: false,
      reasons: ['credit_hours'],
      renewedExpiresAt: at(730),
    },
  ],
};

export const renewalOf = (state: Renewal['state']): Renewal => ({
  orderNo: 'YB20261126654321',
  state,
  certNo: 'YB202400000310',
  level: '200 小时瑜伽教练',
  fee: 30000,
  oldExpiresAt: at(40),
  newExpiresAt: state === 'paid' ? at(770) : null,
  paidAt: state === 'paid' ? new Date().toISOString() : null,
});
export const renewals: Record<string, Renewal> = {};

export const examHandlers = [
  http.get(`${API}/certificates/exam/options`, () => okJson(examOptionsData)),
  http.get(`${API}/certificates/exam/booking`, () => okJson({ booking: examState.booking })),
  http.post(`${API}/certificates/exam/bookings`, async ({ request }) => {
    const { slotId } = (await request.json()) as { slotId: number };
    examState.booked.push(slotId);
    examState.booking = bookingOf('pending');
    return okJson(examState.booking);
  }),
  http.post(`${API}/certificates/exam/bookings/:id/cancel`, ({ params }) => {
    examState.cancelled.push(Number(params.id));
    const was = examState.booking!;
    examState.booking = null;
    return okJson({ ...was, state: 'cancelled', refunded: was.state === 'booked' });
  }),
  http.get(`${API}/certificates/renewal/options`, () => okJson(renewalOptionsData)),
  http.post(`${API}/certificates/renewal`, () => okJson({ orderNo: 'YB20261126654321' })),
  http.get(`${API}/certificates/renewal/:orderNo`, ({ params }) => {
    const r = renewals[String(params.orderNo)];
    return r ? okJson(r) : failJson(404, '续期记录不存在');
  }),
];

/** A refusal with its data (the envelope's data carries { cancelBefore } and such). */
export const refusal = (code: number, msg: string, data: unknown) =>
  HttpResponse.json({ state: 0, code, msg, data });
