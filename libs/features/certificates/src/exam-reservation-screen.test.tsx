import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CERT_CODES } from '@yoga/contract/codes';
import { formatDateTime } from '@yoga/format';
import { API, okJson, renderScreen, startServer } from '@yoga/testing';
import { bookingOf, examHandlers, examState, refusal, resetExam } from './testing/exam-handlers';
import ExamReservationScreen from './exam-reservation-screen';

const server = startServer(...examHandlers);
const open = (o: { locale?: 'zh' | 'en'; sub?: string } = {}) =>
  renderScreen(<ExamReservationScreen />, {
    path: `/${o.sub ?? 'onmat'}/cert/reservation`,
    signedIn: true,
    locale: o.locale ?? 'zh',
  });

beforeEach(resetExam);

describe('exam reservation', () => {
  it('shows the requirements, centres and slots; books the chosen slot and goes to the cashier', async () => {
    const { where } = await open();
    expect(await screen.findByText('考试要求')).toBeTruthy();
    expect(screen.getByText('身份证原件')).toBeTruthy();
    expect(screen.getByText('剩余 1 个名额')).toBeTruthy();
    expect(screen.getByText('已约满')).toBeTruthy();
    const pay = screen.getByRole('button', { name: '请选择场次' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /北京/ }));
    fireEvent.click(screen.getByRole('radio', { name: /剩余 8 个名额/ }));
    fireEvent.click(screen.getByRole('button', { name: '预约并支付' }));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=OM20261126123456'));
    expect(examState.booked).toEqual([21]);
  });

  it('says so when the last seat went to someone else', async () => {
    server.use(
      http.post(`${API}/certificates/exam/bookings`, () =>
        refusal(CERT_CODES.examSlotFull, '该场次已约满', null),
      ),
    );
    await open();
    fireEvent.click(await screen.findByRole('radio', { name: /剩余 1 个名额/ }));
    fireEvent.click(screen.getByRole('button', { name: '预约并支付' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该场次刚刚约满，请选择其他场次');
  });

  it('words an unknown refusal with the server’s message and a network failure with our own, never the request layer’s', async () => {
    server.use(
      http.post(`${API}/certificates/exam/bookings`, () => refusal(4999, '考点临时调整，请稍后再约', null)),
    );
    await open();
    fireEvent.click(await screen.findByRole('radio', { name: /剩余 1 个名额/ }));
    fireEvent.click(screen.getByRole('button', { name: '预约并支付' }));
    expect((await screen.findByRole('alert')).textContent).toBe('考点临时调整，请稍后再约');
    server.use(http.post(`${API}/certificates/exam/bookings`, () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: '预约并支付' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('网络不太好，请稍后重试'), {
      timeout: 4000,
    });
  });

  it('shows a booked exam with the fee paid, and cancels it before the deadline', async () => {
    examState.booking = bookingOf('booked');
    await open({ locale: 'en' });
    const card = await screen.findByTestId('exam-booking');
    expect(card.textContent).toContain('Booked');
    expect(card.textContent).toContain('Exam fee paid');
    expect(card.textContent).toContain('¥800');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Exam requirements')).toBeTruthy();
    expect(examState.cancelled).toEqual([5]);
  });

  it('shows the deadline and no cancel button once it has passed', async () => {
    const late = bookingOf('booked', 1);
    examState.booking = late;
    await open();
    expect((await screen.findByTestId('cancel-closed')).textContent).toContain(
      formatDateTime(late.cancelBefore),
    );
    expect(screen.queryByRole('button', { name: '取消预约' })).toBeNull();
  });

  it('a pending booking leads to the cashier', async () => {
    examState.booking = bookingOf('pending');
    await open({ sub: 'phala' });
    expect((await screen.findByTestId('exam-booking')).textContent).toContain('待支付');
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(
      '/phala/app/pay_info?orderNo=OM20261126123456',
    );
  });

  it('shows a skeleton while loading, an error with retry, and an empty state without slots', async () => {
    server.use(http.get(`${API}/certificates/exam/booking`, () => new HttpResponse(null, { status: 500 })));
    const { container, unmount } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    unmount();
    server.use(
      http.get(`${API}/certificates/exam/booking`, () => okJson({ booking: null })),
      http.get(`${API}/certificates/exam/options`, () =>
        okJson({ level: 'x', fee: 1, documents: [], bring: [], centres: [] }),
      ),
    );
    await open();
    expect(await screen.findByText('近期暂无可预约的考试场次')).toBeTruthy();
  });
});
