import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import {
  applyShare,
  captureEntryUrl,
  configureChatSdk,
  miniProgramLogin,
  oauthUrl,
  openNativePage,
  shareData,
  startChatOAuth,
  takeOAuthCode,
  type ChatSdk,
} from './index';
import { resetEntryUrl } from './entry-url';

function fakeSdk() {
  const calls: [string, unknown][] = [];
  const bridge = {
    navigateTo: (o: unknown) => calls.push(['navigateTo', o]),
    switchTab: (o: unknown) => calls.push(['switchTab', o]),
  };
  const sdk: ChatSdk = {
    config: (c) => calls.push(['config', c]),
    ready: (fn) => fn(),
    error: (fn) => calls.push(['error-handler', fn]),
    updateAppMessageShareData: (d) => calls.push(['message', d]),
    updateTimelineShareData: (d) => calls.push(['timeline', d]),
    miniProgram: bridge,
  };
  return { sdk, calls, bridge };
}

beforeEach(() => resetEntryUrl());

describe('SDK configuration', () => {
  it('signs the first-entry URL without its fragment, even after the router moved', async () => {
    window.history.replaceState(null, '', '/onmat/store?a=1#frag');
    captureEntryUrl();
    window.history.replaceState(null, '', '/onmat/order_list');
    const sign = vi.fn(async () => ({
      appId: 'wx1',
      timestamp: '1700000000',
      nonceStr: 'n',
      signature: 's',
    }));
    const { sdk, calls } = fakeSdk();
    await configureChatSdk({ sign, sdk: async () => sdk });
    expect(sign).toHaveBeenCalledWith('/student/v1/wx/web_init_config', `${location.origin}/onmat/store?a=1`);
    expect(calls.find(([k]) => k === 'config')![1]).toEqual({
      debug: false,
      appId: 'wx1',
      timestamp: 1700000000,
      nonceStr: 'n',
      signature: 's',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareTimeline'],
    });
  });

  it('uses the other signature call for the one fixed app id', async () => {
    const sign = vi.fn(async (_path: string, _url: string) => ({
      appId: 'wxF',
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
    }));
    await configureChatSdk({
      sign,
      sdk: async () => fakeSdk().sdk,
      appId: 'wxF',
      fixedAppId: 'wxF',
      fixedSignPath: '/fixed/sign',
    });
    expect(sign).toHaveBeenCalledWith('/fixed/sign', expect.any(String));
  });

  it('only logs a configuration failure', async () => {
    const log = vi.fn();
    const sdk = await configureChatSdk({
      sign: async () => Promise.reject(new Error('403')),
      sdk: async () => fakeSdk().sdk,
      log,
    });
    expect(sdk).toBeNull();
    expect(log).toHaveBeenCalledWith('chat SDK config failed', expect.any(Error));
  });

  it('shares the page without its query, with the default icon', () => {
    const { sdk, calls } = fakeSdk();
    const data = shareData({ title: '瑜伽课', desc: '一起练' }, '/icon.png', {
      origin: 'https://h.example',
      pathname: '/onmat/course_detail',
    });
    applyShare(sdk, data);
    expect(calls.find(([k]) => k === 'message')![1]).toEqual({
      title: '瑜伽课',
      desc: '一起练',
      imgUrl: '/icon.png',
      link: 'https://h.example/onmat/course_detail',
    });
    expect(calls.find(([k]) => k === 'timeline')![1]).toEqual({
      title: '瑜伽课',
      imgUrl: '/icon.png',
      link: 'https://h.example/onmat/course_detail',
    });
  });

  it('agrees with the platform signature recipe (sha1 over the sorted fields)', () => {
    // What a signer must compute for the URL we send; the stand-in server implements the same.
    const s = createHash('sha1')
      .update('jsapi_ticket=T&noncestr=n&timestamp=1&url=https://h.example/a?b=1')
      .digest('hex');
    expect(s).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('OAuth code fetch', () => {
  it('redirects with appid, snsapi_userinfo, an empty state and the redirect_uri', () => {
    const go = vi.fn();
    expect(
      startChatOAuth({
        appId: 'wx1',
        authorizeUrl: 'https://auth.example/authorize',
        redirectUri: 'https://h.example/suman/open?x=1',
        go,
        now: () => 1e6,
      }),
    ).toBe(true);
    const u = new URL(go.mock.calls[0]![0]);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      appid: 'wx1',
      redirect_uri: 'https://h.example/suman/open?x=1',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: '',
    });
    expect(u.hash).toBe('#wechat_redirect');
  });

  it('does not loop: no second redirect right after the first', () => {
    const go = vi.fn();
    const o = { appId: 'wx1', authorizeUrl: 'https://a.example', redirectUri: 'https://h.example', go };
    startChatOAuth({ ...o, now: () => 1e6 });
    expect(startChatOAuth({ ...o, now: () => 1e6 + 5000 })).toBe(false);
    expect(startChatOAuth({ ...o, now: () => 1e6 + 120_000 })).toBe(true);
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('takes a code once and removes it from the address bar', () => {
    // Only a code this tab asked for is taken (oauth.test.ts covers the refusals).
    startChatOAuth({
      appId: 'wx1',
      authorizeUrl: 'https://a.example',
      redirectUri: `${location.origin}/suman/open`,
      go: vi.fn(),
    });
    window.history.replaceState(null, '', '/suman/open?code=C1&state=&x=2#h');
    expect(takeOAuthCode()).toBe('C1');
    expect(location.pathname + location.search + location.hash).toBe('/suman/open?x=2#h');
    window.history.replaceState(null, '', '/suman/open?code=C1');
    expect(takeOAuthCode()).toBeNull();
    expect(location.search).toBe('');
    expect(oauthUrl({ appId: 'a', authorizeUrl: 'https://x', redirectUri: 'r' })).toContain(
      'scope=snsapi_userinfo',
    );
  });
});

describe('mini-program bridge', () => {
  it('hands login to the native login page with source, link and history length', async () => {
    const { bridge, calls } = fakeSdk();
    window.history.replaceState(null, '', '/onmat/my_vip?a=1');
    expect(await miniProgramLogin('chat-mini-program', { chat: async () => bridge, video: () => null })).toBe(
      true,
    );
    const [kind, arg] = calls[0]! as [string, { url: string }];
    expect(kind).toBe('navigateTo');
    const u = new URL(arg.url, 'https://mp');
    expect(u.pathname).toBe('/pages/login/index');
    expect(u.searchParams.get('source')).toBe('H5');
    expect(u.searchParams.get('link')).toBe(location.href);
    expect(u.searchParams.get('historyLength')).toBe(String(history.length));
  });

  it('switches tabs for tab pages and navigates for others, on either platform', async () => {
    const { bridge, calls } = fakeSdk();
    const bridges = { chat: async () => bridge, video: () => bridge };
    for (const p of [
      'pages/index/index',
      'pages/choose_course/index',
      'pages/store/index',
      'pages/mine/index',
    ])
      await openNativePage('video-mini-program', p, 'x=1', bridges);
    await openNativePage('chat-mini-program', 'pages/course/detail', 'id=3', bridges);
    expect(calls.map(([k]) => k)).toEqual(['switchTab', 'switchTab', 'switchTab', 'switchTab', 'navigateTo']);
    expect(calls[4]![1]).toEqual({ url: '/pages/course/detail?id=3' });
    expect(await openNativePage('browser', 'pages/index/index', '', bridges)).toBe(false);
  });
});
