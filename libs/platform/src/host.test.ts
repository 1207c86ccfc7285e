import { describe, expect, it } from 'vitest';
import { detectHost, isDesktop, isMiniProgram } from './index';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const wechat = `${iphone} MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN`;
const env = (userAgent: string, innerWidth = 375, wxEnvironment?: string) => ({
  userAgent,
  innerWidth,
  wxEnvironment,
});

describe('detectHost', () => {
  it('tells the plain browser, the chat browser and the two mini-program web-views apart', () => {
    expect(detectHost(env(iphone))).toBe('browser');
    expect(detectHost(env(wechat))).toBe('chat-browser');
    expect(detectHost(env(`${wechat} miniProgram/wx1234`))).toBe('chat-mini-program');
    expect(detectHost(env(wechat, 375, 'miniprogram'))).toBe('chat-mini-program');
    expect(detectHost(env(`${iphone} ToutiaoMicroApp/1.0`))).toBe('video-mini-program');
    expect(isMiniProgram('video-mini-program')).toBe(true);
    expect(isMiniProgram('chat-browser')).toBe(false);
  });

  it('is desktop only above 1024 px and never inside a mini-program', () => {
    expect(isDesktop(env('Mozilla/5.0 (X11; Linux x86_64)', 1025))).toBe(true);
    expect(isDesktop(env('Mozilla/5.0 (X11; Linux x86_64)', 1024))).toBe(false);
    expect(isDesktop(env(`${wechat} miniProgram`, 1280))).toBe(false);
  });
});

describe('shouldFrame', () => {
  const desk = env('Mozilla/5.0 (X11; Linux x86_64)', 1280);
  it('frames wide top windows, except the exempt paths and inside frames', async () => {
    const { shouldFrame } = await import('./index');
    expect(shouldFrame(desk, '/onmat/store', true)).toBe(true);
    expect(shouldFrame(desk, '/onmat/store', false)).toBe(false);
    expect(shouldFrame(desk, '/cc', true)).toBe(false);
    expect(shouldFrame(desk, '/cc/result', true)).toBe(false);
    expect(shouldFrame(desk, '/beaticam/film_discount/12', true)).toBe(false);
    expect(shouldFrame(desk, '/beaticam/film_list', true)).toBe(true);
    expect(shouldFrame(env('Mozilla/5.0 (iPhone)', 375), '/onmat/store', true)).toBe(false);
  });
});
