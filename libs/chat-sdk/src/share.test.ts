import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatSdkSetup,
  resetChatSdkSetup,
  setupChatSdk,
  shareDefault,
  shareScreen,
  type ChatSdk,
} from './index';

function fakeSdk() {
  const shared: unknown[] = [];
  const sdk: ChatSdk = {
    config: () => {},
    ready: (fn) => fn(),
    error: () => {},
    updateAppMessageShareData: (d) => shared.push(d),
    updateTimelineShareData: () => {},
    miniProgram: { navigateTo: () => {}, switchTab: () => {} },
  };
  return { sdk, shared };
}
const signed = { appId: 'wxF', timestamp: 1, nonceStr: 'n', signature: 's' };

beforeEach(() => {
  resetChatSdkSetup();
  window.history.replaceState(null, '', '/onmat/course_detail?courseId=101');
});

describe('the one chat SDK setup', () => {
  it('signs once, with the fixed app id rule, however many callers ask', async () => {
    const sign = vi.fn(async () => signed);
    const { sdk } = fakeSdk();
    const o = { sign, sdk: async () => sdk, appId: 'wxF', fixedAppId: 'wxF', fixedSignPath: '/fixed/sign' };
    const first = setupChatSdk(o);
    expect(setupChatSdk({ sign, sdk: async () => sdk })).toBe(first);
    expect(chatSdkSetup()).toBe(first);
    await first;
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith('/fixed/sign', expect.any(String));
  });

  it('has no setup, and sets no card, where the host has no SDK', async () => {
    expect(chatSdkSetup()).toBeNull();
    expect(await shareScreen({ title: 't', desc: 'd' }, '/i.png')).toBe(false);
  });

  it("keeps a screen's own card from the app's generic one on the same address, not after leaving", async () => {
    const { sdk, shared } = fakeSdk();
    setupChatSdk({ sign: async () => signed, sdk: async () => sdk });
    const own = {
      title: '肩颈放松',
      desc: '30 分钟',
      imgUrl: 'https://x.test/c.png',
      link: 'https://x.test/c',
    };
    expect(await shareScreen(own, '/i.png')).toBe(true);
    expect(await shareDefault({ title: '课程详情', desc: '瑜伽' }, '/i.png')).toBe(false);
    // The screen changing its own query (a chosen time) keeps its card too.
    window.history.replaceState(null, '', '/onmat/course_detail?courseId=101&classId=7');
    expect(await shareDefault({ title: '课程详情', desc: '瑜伽' }, '/i.png')).toBe(false);
    expect(shared).toEqual([expect.objectContaining({ title: '肩颈放松', link: 'https://x.test/c' })]);
    window.history.replaceState(null, '', '/onmat/store');
    expect(await shareDefault({ title: '商城', desc: '瑜伽' }, '/i.png')).toBe(true);
    expect(shared[1]).toEqual(expect.objectContaining({ title: '商城', imgUrl: '/i.png' }));
  });
});
