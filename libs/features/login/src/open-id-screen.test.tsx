import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import * as chatSdk from '@yoga/chat-sdk';
import { setChatOAuthTarget } from '@yoga/platform';
import { defaultStore, readBrandValue } from '@yoga/session';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import OpenIdScreen from './open-id-screen';

vi.mock('@yoga/chat-sdk', async (real) => {
  const actual = await real<typeof import('@yoga/chat-sdk')>();
  return { ...actual, startChatOAuth: vi.fn(() => true) };
});
const realSdk = await vi.importActual<typeof import('@yoga/chat-sdk')>('@yoga/chat-sdk');

const asked: string[] = [];
const server = startServer(
  http.get(`${API}/wx/open-id`, ({ request }) => {
    const code = new URL(request.url).searchParams.get('code')!;
    asked.push(code);
    return code === 'GOOD' ? okJson({ openId: 'o_beaticam_123' }) : failJson(400, '授权码已使用');
  }),
);
const CHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605 MicroMessenger/8.0.50';
const open = (path: string) => renderScreen(<OpenIdScreen />, { path, route: '/beaticam/wx_open_id' });
/** This tab sent the user off to the consent page for wx_open_id (the code's origin). */
const sentOff = () =>
  realSdk.startChatOAuth({
    appId: 'wx1',
    authorizeUrl: '/__dev/wx/authorize',
    redirectUri: `${location.origin}/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_list`,
    go: vi.fn(),
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  asked.length = 0;
  vi.mocked(chatSdk.startChatOAuth).mockClear();
  setChatOAuthTarget({ appId: 'wxdev', authorizeUrl: '/__dev/wx/authorize' });
});
afterEach(() => vi.restoreAllMocks());

describe('beaticam wx_open_id', () => {
  it('goes to the silent authorisation in the chat browser, keeping redirect, with a spinner', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHAT_UA);
    await open('/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_discount%2F7');
    expect(screen.getByRole('status').textContent).toContain('正在获取授权…');
    expect(chatSdk.startChatOAuth).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'wxdev',
        scope: 'snsapi_base',
        redirectUri: `${location.origin}/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_discount%2F7`,
      }),
    );
  });

  it('exchanges the code, stores the openId under beaticam’s key and returns by replace', async () => {
    sentOff();
    const { where } = await open(
      '/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_discount%2F7&code=GOOD&state=',
    );
    await waitFor(() => expect(where()).toBe('/beaticam/film_discount/7'));
    expect(asked).toEqual(['GOOD']);
    expect(readBrandValue('beaticam', 'openId', defaultStore())).toBe('o_beaticam_123');
    expect(localStorage.getItem('beaticam_open_id')).not.toBe('o_beaticam_123'); // stored encoded
  });

  it('says a used or invalid code failed, with 重试 and 返回', async () => {
    sentOff();
    const { user } = await open('/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_list&code=USED');
    expect(await screen.findByText('授权已失效或已被使用，请重新授权。')).toBeTruthy();
    expect(readBrandValue('beaticam', 'openId', defaultStore())).toBeNull();
    // 重试 is the user's choice: past the loop guard, back to the spinner.
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(chatSdk.startChatOAuth).toHaveBeenCalledWith(expect.objectContaining({ userInitiated: true }));
    expect(screen.getByRole('status').textContent).toContain('正在获取授权…');
  });

  it('never exchanges a code this tab did not ask for; 返回 leaves without an openId', async () => {
    const { user, where } = await open(
      '/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_list&code=SOMEONE_ELSES',
    );
    expect(await screen.findByText('授权失败')).toBeTruthy();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(where()).toBe('/beaticam/film_list');
  });

  it('reports a network failure', async () => {
    server.use(http.get(`${API}/wx/open-id`, () => Response.error()));
    sentOff();
    await open('/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_list&code=GOOD');
    expect(await screen.findByText('网络不稳定，授权没有完成，请重试。', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('returns a hostile or off-app redirect to the film list', async () => {
    for (const bad of [
      'https%3A%2F%2Fevil.example%2F',
      '%2F%2Fevil.example',
      '%2Fonmat%2Fstore',
      'javascript%3Aalert(1)',
    ]) {
      sessionStorage.clear();
      sentOff();
      const r = await open(`/beaticam/wx_open_id?redirect=${bad}&code=GOOD`);
      await waitFor(() => expect(r.where()).toBe('/beaticam/film_list'));
      r.unmount();
    }
  });

  it('explains outside the chat app, and lets the user continue without', async () => {
    const { user, where } = await open('/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_discount%2F7');
    expect(await screen.findByText('请在微信中打开')).toBeTruthy();
    expect(chatSdk.startChatOAuth).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '不授权，继续浏览' }));
    expect(where()).toBe('/beaticam/film_discount/7');
  });
});
