import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { coachAccountHandlers, payroll } from './testing/handlers';
import PayrollSignScreen from './payroll-sign-screen';

const server = startServer(...coachAccountHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PayrollSignScreen />, { path: '/onmat/teacher/yzh_qr', signedIn: true, locale });

describe('payroll signing', () => {
  it('shows a skeleton, then the QR of the signing link, then the signed state once the service says so', async () => {
    let signed = false;
    server.use(
      http.get(`${API}/coach-account/payroll-sign`, () =>
        okJson(signed ? { ...payroll, state: 'signed', signedAt: new Date().toISOString() } : payroll),
      ),
    );
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '签约二维码' });
    expect(qr.getAttribute('data-value')).toBe(`${location.origin}${payroll.signUrl}`);
    expect(screen.getByText('等待签约…签约完成后本页会自动更新')).toBeTruthy();
    signed = true;
    expect(await screen.findByText('已完成签约', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('offers a retry when the state fails to load', async () => {
    server.use(http.get(`${API}/coach-account/payroll-sign`, () => failJson(500, '服务繁忙')));
    await open('en');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeTruthy();
  });
});
