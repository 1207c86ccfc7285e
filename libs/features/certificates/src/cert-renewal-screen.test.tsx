import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CERT_RENEWAL_WINDOW_DAYS } from '@yoga/contract/codes';
import { API, okJson, renderScreen, startServer } from '@yoga/testing';
import { examHandlers, renewalOptionsData } from './testing/exam-handlers';
import CertRenewalScreen from './cert-renewal-screen';

const server = startServer(...examHandlers);
const open = (o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) => (
  localStorage.clear(),
  sessionStorage.clear(),
  renderScreen(<CertRenewalScreen />, {
    path: '/bay/cert_renewal',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  })
);

describe('certificate renewal (bay)', () => {
  it('lists the certificates with hours and the server’s eligibility; renews through the cashier', async () => {
    const { where } = await open();
    const cards = await screen.findAllByTestId('renewable-cert');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('已修 24 / 需 20 小时');
    expect(cards[0]!.textContent).toContain('可续期');
    expect(cards[1]!.textContent).toContain('继续教育学时不足 20 小时');
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '支付并续期' }));
    await waitFor(() => expect(where()).toBe('/bay/app/pay_info?orderNo=YB20261126654321'));
  });

  it('words the renewal window from the contract’s constants', async () => {
    await open({ locale: 'en' });
    expect(
      await screen.findByText(
        `A certificate can be renewed online from ${CERT_RENEWAL_WINDOW_DAYS} days before expiry until 1 year after, with at least 20 credit hours.`,
      ),
    ).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in at bay’s login, coming back here', async () => {
    await open({ signedIn: false, locale: 'en' });
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/bay/login?redirect=%2Fbay%2Fcert_renewal',
    );
  });

  it('shows a skeleton while loading, an error with retry, and an empty state', async () => {
    server.use(
      http.get(`${API}/certificates/renewal/options`, () => new HttpResponse(null, { status: 500 })),
    );
    const { container, unmount } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    unmount();
    server.use(
      http.get(`${API}/certificates/renewal/options`, () => okJson({ ...renewalOptionsData, list: [] })),
    );
    await open();
    expect(await screen.findByText('你还没有可续期的证书')).toBeTruthy();
    // Not a dead end: when renewal opens, and support to ask.
    expect(screen.getByText(/到期前 \d+ 天内可在这里续期/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')).toMatch(/\/service$/);
  });
});
