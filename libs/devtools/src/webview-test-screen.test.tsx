import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { i18n, setCatalogLoader, testCatalogLoader } from '@yoga/i18n';
import { switchLanguage } from './actions';
import WebviewTestScreen from './webview-test-screen';

beforeAll(async () => {
  setCatalogLoader(testCatalogLoader);
  await switchLanguage('zh');
});
afterEach(() => vi.unstubAllEnvs());

function open() {
  window.history.replaceState(null, '', '/slim/webview_test?token=secret-token-value');
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/slim/webview_test']}>
        <WebviewTestScreen />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('webview_test', () => {
  it('shows the release version and commit this page was built from', () => {
    vi.stubEnv('VITE_RELEASE_VERSION', '20261125.164338-3494029');
    vi.stubEnv('VITE_RELEASE_COMMIT', '34940294cb52630efdddc1212ec5a328e3c1b789');
    open();
    expect(screen.getByText('版本')).toBeTruthy();
    expect(screen.getByTestId('webview-test-version').textContent).toBe('20261125.164338-3494029');
    expect(screen.getByTestId('webview-test-commit').textContent).toBe(
      '34940294cb52630efdddc1212ec5a328e3c1b789',
    );
  });

  it('says "dev" for a development build and never shows the address query (it can hold a token)', () => {
    open();
    expect(screen.getByTestId('webview-test-version').textContent).toBe('dev');
    expect(screen.getByTestId('webview-test-host').textContent).toBe('browser');
    expect(screen.getByTestId('webview-test-url').textContent).toBe(
      'http://localhost:3000/slim/webview_test',
    );
    expect(document.body.textContent).not.toContain('secret-token-value');
  });
});
