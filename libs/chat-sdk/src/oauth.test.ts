import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startChatOAuth, takeOAuthCode } from './oauth';

const go = vi.fn();
const start = (redirectUri: string, at: number) =>
  startChatOAuth({
    appId: 'wx1',
    authorizeUrl: 'https://auth.example/authorize',
    redirectUri,
    go,
    now: () => at,
  });
const arrive = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  sessionStorage.clear();
  go.mockReset();
});

describe('OAuth codes only for the login this tab started (login CSRF)', () => {
  it('ignores a code this tab never asked for, and removes it from the address bar', () => {
    arrive('/onmat/wx_login?code=SOMEONE_ELSES&redirect=%2Fonmat%2Fstore');
    expect(takeOAuthCode(window, 5e6)).toBeNull();
    expect(location.pathname + location.search).toBe('/onmat/wx_login?redirect=%2Fonmat%2Fstore');
  });

  it('takes the code that comes back to the login it sent off, once', () => {
    expect(start(`${location.origin}/onmat/wx_login?redirect=%2Fonmat%2Fstore`, 5e6)).toBe(true);
    arrive('/onmat/wx_login?redirect=%2Fonmat%2Fstore&code=MINE&state=');
    expect(takeOAuthCode(window, 5e6 + 30_000)).toBe('MINE');
    // The marker is used up: a second code (say, from a link opened later) is not taken.
    arrive('/onmat/wx_login?code=NEXT');
    expect(takeOAuthCode(window, 5e6 + 40_000)).toBeNull();
  });

  it('refuses a code after the marker expired or at another login page', () => {
    start(`${location.origin}/onmat/wx_login`, 5e6);
    arrive('/onmat/wx_login?code=LATE');
    expect(takeOAuthCode(window, 5e6 + 11 * 60_000)).toBeNull();
    start(`${location.origin}/onmat/wx_login`, 9e6);
    arrive('/phala/wx_login?code=ELSEWHERE');
    expect(takeOAuthCode(window, 9e6 + 1000)).toBeNull();
  });

  it('keeps the loop guard: no second trip right after the first', () => {
    expect(start(`${location.origin}/suman/wx_h5_login`, 5e6)).toBe(true);
    expect(start(`${location.origin}/suman/wx_h5_login`, 5e6 + 5000)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
