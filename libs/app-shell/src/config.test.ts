import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const key = 'dev-compact-key-0123456789abcdef';

describe('parseConfig', () => {
  it('reads the build values once, with defaults', () => {
    expect(parseConfig({ VITE_COMPACT_KEY: key, MODE: 'development' })).toEqual({
      apiBase: '/api',
      compactKey: key,
      debugTool: true,
      mode: 'development',
      chat: { authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' },
    });
    expect(parseConfig({ VITE_COMPACT_KEY: key, VITE_CHAT_APP_ID: 'wx123' }).chat.appId).toBe('wx123');
    expect(
      parseConfig({ VITE_COMPACT_KEY: key, VITE_API_BASE: 'https://api.example.com/', MODE: 'production' }),
    ).toMatchObject({
      apiBase: 'https://api.example.com',
      debugTool: false,
    });
    expect(parseConfig({ VITE_COMPACT_KEY: key, VITE_DEBUG_TOOL: 'on', MODE: 'production' }).debugTool).toBe(
      true,
    );
  });

  it('fails with a message naming the variable', () => {
    expect(() => parseConfig({})).toThrow(/VITE_COMPACT_KEY/);
    expect(() => parseConfig({ VITE_COMPACT_KEY: 'short' })).toThrow(/16, 24 or 32 bytes/);
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_API_BASE: '//evil.example' })).toThrow(
      /VITE_API_BASE/,
    );
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_API_BASE: 'javascript:alert(1)' })).toThrow(
      /VITE_API_BASE/,
    );
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_DEBUG_TOOL: 'yes' })).toThrow(/VITE_DEBUG_TOOL/);
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_CHAT_AUTHORIZE_URL: 'javascript:x' })).toThrow(
      /VITE_CHAT_AUTHORIZE_URL/,
    );
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_TEST_API_BASE: '/relative' })).toThrow(
      /VITE_TEST_API_BASE/,
    );
  });
});

describe('monitoring config', () => {
  it('is off without a key and refuses a key that is not 64 hex characters', () => {
    expect(parseConfig({ VITE_COMPACT_KEY: key }).monitoring).toBeUndefined();
    const mon = {
      VITE_MONITORING_KEY: 'a'.repeat(64),
      VITE_MONITORING_ENDPOINT: 'https://errors.example.com/e',
    };
    expect(parseConfig({ VITE_COMPACT_KEY: key, ...mon }).monitoring).toEqual({
      key: 'a'.repeat(64),
      endpoint: 'https://errors.example.com/e',
    });
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_MONITORING_KEY: 'xyz' })).toThrow(
      /64 hexadecimal/,
    );
  });
});

describe('no stand-in paths by default', () => {
  it('refuses a monitoring key without its endpoint, naming the variable (no /__dev default)', () => {
    expect(() =>
      parseConfig({ VITE_COMPACT_KEY: key, MODE: 'production', VITE_MONITORING_KEY: 'a'.repeat(64) }),
    ).toThrow(/VITE_MONITORING_ENDPOINT is missing/);
    expect(() =>
      parseConfig({
        VITE_COMPACT_KEY: key,
        VITE_MONITORING_ENDPOINT: '//elsewhere',
        VITE_MONITORING_KEY: 'a'.repeat(64),
      }),
    ).toThrow(/VITE_MONITORING_ENDPOINT must be/);
  });

  it('takes the class guide video from VITE_CLASS_GUIDE_VIDEO, absent when unset', () => {
    expect(parseConfig({ VITE_COMPACT_KEY: key }).classGuideVideo).toBeUndefined();
    expect(
      parseConfig({ VITE_COMPACT_KEY: key, VITE_CLASS_GUIDE_VIDEO: 'https://cdn.example.com/guide.mp4' })
        .classGuideVideo,
    ).toBe('https://cdn.example.com/guide.mp4');
    expect(() => parseConfig({ VITE_COMPACT_KEY: key, VITE_CLASS_GUIDE_VIDEO: 'guide.mp4' })).toThrow(
      /VITE_CLASS_GUIDE_VIDEO must be/,
    );
  });
});
