import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@yoga/testing';
import WebviewTestScreen from './webview-test-screen';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('webview_test', () => {
  it('lists the user agent, host kind, bridges, storage, language and the build', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47');
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = {};
    await renderScreen(<WebviewTestScreen />, { path: '/slim/webview_test' });
    const diag = screen.getByTestId('webview-diag').textContent!;
    expect(diag).toContain('微信内置浏览器');
    expect(diag).toContain('iOS');
    expect(diag).toContain('WeixinJSBridge');
    expect(diag).toContain('localStorage可用');
    expect(diag).toContain('MicroMessenger/8.0.47');
    expect(diag).toContain('页面版本');
  });

  it('copies everything as text', async () => {
    const { user } = await renderScreen(<WebviewTestScreen />, { path: '/slim/webview_test', locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    const text = await navigator.clipboard.readText();
    expect(text).toContain('User-Agent: ');
    expect(text).toContain('Host: Mobile browser');
  });
});
