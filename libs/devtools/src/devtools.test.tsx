import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { i18n, setCatalogLoader, testCatalogLoader } from '@yoga/i18n';
import { createApiClients } from '@yoga/api';
import { checkServerAddress, shouldShowDebugTool, switchLanguage } from './actions';
import { DebugTool } from './debug-tool';

const server = setupServer(
  http.get('http://10.0.0.8:4300/api/ping', () => HttpResponse.json({ state: 1, data: 'custom' })),
);

beforeAll(async () => {
  setCatalogLoader(testCatalogLoader);
  await switchLanguage('zh');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

function Page() {
  return (
    <h1>
      <Trans>页面不存在</Trans>
    </h1>
  );
}

describe('debug tool', () => {
  it('is hidden in mini-program hosts and when the build turns it off', () => {
    expect(shouldShowDebugTool(true, 'browser')).toBe(true);
    expect(shouldShowDebugTool(true, 'chat-browser')).toBe(true);
    expect(shouldShowDebugTool(true, 'chat-mini-program')).toBe(false);
    expect(shouldShowDebugTool(true, 'video-mini-program')).toBe(false);
    expect(shouldShowDebugTool(false, 'browser')).toBe(false);
  });

  it('switching language re-renders the page in English, and remembers it', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('页面不存在');
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    expect(sessionStorage.getItem('lng')).toBe('en');
    await act(() => switchLanguage('zh'));
  });

  it('shows the release version and commit the page was built from', async () => {
    vi.stubEnv('VITE_RELEASE_VERSION', '20261125.164338-3494029');
    vi.stubEnv('VITE_RELEASE_COMMIT', '34940294cb52630efdddc1212ec5a328e3c1b789');
    render(
      <I18nProvider i18n={i18n}>
        <DebugTool productionApiBase="/api" />
      </I18nProvider>,
    );
    act(() => screen.getByTestId('debug-button').click());
    expect(await screen.findByText('版本')).toBeTruthy();
    expect(await screen.findByText('20261125.164338-3494029 (3494029)')).toBeTruthy();
    act(() => screen.getByText('取消').click());
    await waitFor(() => expect(screen.queryByText('版本')).toBeNull());
    vi.unstubAllEnvs();
  });

  it('accepts only a non-empty server address, and the next request goes there', async () => {
    expect(checkServerAddress('')).toBe('empty');
    expect(checkServerAddress('   ')).toBe('empty');
    expect(checkServerAddress('javascript:alert(1)')).toBe('invalid');
    expect(checkServerAddress('http://10.0.0.8:4300/api')).toBeNull();
  });

  it('asks for the address in a dialog, refuses empty, then uses it for the next request', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <DebugTool productionApiBase="/api" />
      </I18nProvider>,
    );
    act(() => screen.getByTestId('debug-button').click());
    act(() => void 0);
    (await screen.findByText('切换环境')).click();
    (await screen.findByText('本地/自定义服务')).click();
    const input = await screen.findByRole('textbox', { name: '服务器地址' });
    act(() => screen.getByText('确定').click());
    expect((await screen.findByRole('alert')).textContent).toBe('请输入服务器地址');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(input, { target: { value: 'http://10.0.0.8:4300/api' } });
    act(() => screen.getByText('确定').click());
    await waitFor(() => expect(sessionStorage.getItem('api_base_override')).toBe('http://10.0.0.8:4300/api'));
    const { standard } = createApiClients({
      apiBase: '/api',
      compactKey: 'dev-compact-key-0123456789abcdef',
      getLocale: () => 'zh',
      origin: 'http://localhost:3000',
      auth: { sumanToken: () => null, token: () => null },
      effects: {
        toast() {},
        host: () => 'browser',
        confirm: async () => false,
        clearToken() {},
        goLogin() {},
        miniProgramLogin() {},
        chatOAuth() {},
      },
    });
    expect(await standard.get('/ping')).toBe('custom');
  });
});
