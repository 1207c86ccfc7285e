import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate } from '@yoga/format';
import { API, renderScreen, startServer } from '@yoga/testing';
import { examHandlers, renewalOf, renewals } from './testing/exam-handlers';
import CertRenewalSuccessScreen from './cert-renewal-success-screen';

const server = startServer(...examHandlers);
/** The nav bar's heading: what the screen shows as its title. */
const navHeading = () => screen.getByRole('heading', { level: 1 }).textContent;
const open = (orderNo = 'YB20261126654321', o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) => (
  localStorage.clear(),
  sessionStorage.clear(),
  renderScreen(<CertRenewalSuccessScreen />, {
    path: `/bay/cert_renewal_success?orderNo=${orderNo}`,
    route: '/bay/cert_renewal_success',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  })
);

beforeEach(() => {
  for (const k of Object.keys(renewals)) delete renewals[k];
});

describe('certificate renewal result (bay)', () => {
  it('shows the new expiry the server has, in zh and en', async () => {
    const paid = renewalOf('paid');
    renewals[paid.orderNo] = paid;
    const { unmount } = await open();
    const result = await screen.findByTestId('renewal-result');
    expect(result.textContent).toContain('续期成功');
    expect(navHeading()).toBe('续期成功');
    expect(result.textContent).toContain(`新的有效期至 ${formatDate(paid.newExpiresAt!)}`);
    unmount();
    await open(paid.orderNo, { locale: 'en' });
    expect((await screen.findByTestId('renewal-result')).textContent).toContain('Renewal complete');
  });

  it('an unpaid renewal leads to the cashier, not to a success', async () => {
    renewals['YB20261126654321'] = renewalOf('pending');
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: '续期费尚未支付' })).toBeTruthy();
    expect(screen.queryByTestId('renewal-result')).toBeNull();
    // The heading above an unpaid order never claims success.
    expect(navHeading()).toBe('续期费尚未支付');
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(
      '/bay/app/pay_info?orderNo=YB20261126654321',
    );
  });

  it('a closed renewal is headed as closed, in zh and en', async () => {
    renewals['YB20261126654321'] = renewalOf('closed');
    const { unmount } = await open();
    expect(await screen.findByRole('link', { name: '重新续期' })).toBeTruthy();
    expect(navHeading()).toBe('续期订单已关闭');
    unmount();
    await open('YB20261126654321', { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Renew again' })).toBeTruthy();
    expect(navHeading()).not.toMatch(/complete/i);
  });

  it('not found for an unknown or someone else’s order, and for a malformed one without asking', async () => {
    const { unmount } = await open('YB20261126000000');
    expect(await screen.findByRole('heading', { level: 2, name: '续期记录不存在' })).toBeTruthy();
    expect(navHeading()).toBe('续期记录不存在');
    unmount();
    let asked = false;
    server.use(
      http.get(`${API}/certificates/renewal/:orderNo`, () => ((asked = true), HttpResponse.json({}))),
    );
    await open('nope');
    expect(await screen.findByRole('heading', { level: 2, name: '续期记录不存在' })).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('shows a skeleton while loading and an error with retry; asks a visitor to sign in', async () => {
    server.use(
      http.get(`${API}/certificates/renewal/:orderNo`, () => new HttpResponse(null, { status: 500 })),
    );
    const { container, unmount } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(navHeading()).toBe('续期结果');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    unmount();
    await open('YB20261126654321', { signedIn: false });
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
  });
});
