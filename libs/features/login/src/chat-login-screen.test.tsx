import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { startChatOAuth } from '@yoga/chat-sdk';
import { API, okJson, renderScreen, startServer } from '@yoga/testing';
import ChatLoginScreen from './chat-login-screen';

const exchanged: unknown[] = [];
startServer(
  http.post(`${API}/auth/wx/exchange`, async ({ request }) => {
    exchanged.push(await request.json());
    return okJson({ token: 'tok-onmat-chat-0123456789', openId: 'o-chat-0001' });
  }),
);
afterEach(() => void (exchanged.length = 0));

const open = (path: string) => renderScreen(<ChatLoginScreen />, { path, route: '/onmat/wx_login' });

describe('chat-platform login', () => {
  it('does not sign this browser in with a code it never asked for', async () => {
    await open('/onmat/wx_login?code=SOMEONE_ELSES&redirect=%2Fonmat%2Fmy_vip');
    // The phone login instead, with the way back kept.
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/onmat/login?redirect=%2Fonmat%2Fmy_vip',
    );
    expect(exchanged).toEqual([]);
    expect(localStorage.getItem('onmat_token')).toBeNull();
    expect(location.search).not.toContain('SOMEONE_ELSES');
  });

  it('exchanges the code of the authorisation this tab started', async () => {
    const back = `${location.origin}/onmat/wx_login?redirect=%2Fonmat%2Fmy_vip`;
    startChatOAuth({
      appId: 'wx1',
      authorizeUrl: 'https://auth.example/authorize',
      redirectUri: back,
      go: vi.fn(),
    });
    await open('/onmat/wx_login?redirect=%2Fonmat%2Fmy_vip&code=MINE&state=');
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/my_vip');
    expect(exchanged).toEqual([{ subApp: 'onmat', code: 'MINE' }]);
    expect(localStorage.getItem('onmat_token')).toBe('tok-onmat-chat-0123456789');
  });

  it('offers the phone login as a secondary button', async () => {
    await open('/onmat/wx_login?redirect=%2Fonmat%2Fmy_vip');
    const link = screen.getByRole('link', { name: '使用手机号登录' });
    expect(link.getAttribute('href')).toBe('/onmat/login?redirect=%2Fonmat%2Fmy_vip');
  });
});
