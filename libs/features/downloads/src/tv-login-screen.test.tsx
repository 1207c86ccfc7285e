import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, renderScreen, startServer } from '@yoga/testing';
import { downloadsHandlers, tvCodesStore } from './testing/handlers';
import TvLoginScreen from './tv-login-screen';

const server = startServer(...downloadsHandlers);
const open = (code: string, o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<TvLoginScreen />, {
    path: `/phala/tv_login?code=${code}`,
    route: '/phala/tv_login',
    signedIn: o.signedIn ?? true,
    locale: o.locale,
  });

describe('TV sign-in', () => {
  it('shows the device, confirms, then shows done; the code is then used', async () => {
    const { user } = await open('abcd23');
    const pending = await screen.findByTestId('tv-pending');
    expect(pending.textContent).toContain('客厅的电视');
    expect(pending.textContent).toContain('Xiaomi TV ES65');
    expect(pending.textContent).toContain('上海市 浦东新区');
    await user.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByText('电视已登录')).toBeTruthy();
    expect(tvCodesStore.current.ABCD23!.state).toBe('confirmed');
  });

  it('refuses: the TV is not signed in', async () => {
    const { user } = await open('ABCD23', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Sign-in refused')).toBeTruthy();
    expect(tvCodesStore.current.ABCD23!.state).toBe('refused');
  });

  it('says an expired code has expired', async () => {
    await open('XPRD22');
    expect(await screen.findByText('登录码已过期')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });

  it('says a used code was used', async () => {
    await open('USED22');
    expect(await screen.findByText('登录码已使用')).toBeTruthy();
  });

  it('a code used on another phone while this one looked is refused as used', async () => {
    const { user } = await open('ABCD23');
    await screen.findByTestId('tv-pending');
    tvCodesStore.current.ABCD23!.state = 'confirmed';
    await user.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByText('登录码已使用')).toBeTruthy();
  });

  it('a malformed or missing code is invalid, without a request', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/downloads/tv-login/:code`, () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    await open('<x>');
    expect(await screen.findByText('登录码无效')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('an unknown code is invalid', async () => {
    await open('ZZZZ22');
    expect(await screen.findByText('登录码无效')).toBeTruthy();
  });

  it('signed out: asks to sign in and comes back to the same code', async () => {
    await open('ABCD23', { signedIn: false });
    const go = await screen.findByRole('link', { name: '登录' });
    expect(decodeURIComponent(go.getAttribute('href')!)).toContain('/phala/tv_login?code=ABCD23');
  });

  it('shows an error with retry when the service fails', async () => {
    server.use(http.get(`${API}/downloads/tv-login/:code`, () => HttpResponse.error()));
    await open('ABCD23');
    expect(await screen.findByText('加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '重试' })).toBeTruthy());
  });
});

describe('TV sign-in, failures', () => {
  it('a network failure on confirm says so and keeps the buttons', async () => {
    server.use(http.post(`${API}/downloads/tv-login/:code`, () => HttpResponse.error()));
    const { user } = await open('ABCD23');
    await user.click(await screen.findByRole('button', { name: '确认登录' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认登录' })).toBeTruthy();
  });
});
