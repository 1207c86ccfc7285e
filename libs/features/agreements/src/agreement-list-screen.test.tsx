import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { agreementsHandlers } from './testing/handlers';
import AgreementListScreen from './agreement-list-screen';

const server = startServer(...agreementsHandlers);
const open = (prefix = '/onmat', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<AgreementListScreen />, { path: `${prefix}/agreement_list`, locale });

describe('agreement_list', () => {
  it('lists the documents with version and date, each linking to its page in this brand', async () => {
    const { unmount } = await open();
    const list = await screen.findByTestId('agreement-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/onmat/agreement',
      '/onmat/privacy',
      '/onmat/coach/agreement/current',
    ]);
    expect(links[1]!.textContent).toContain('隐私政策');
    expect(links[1]!.textContent).toContain('V2 · 2026年11月14日生效');
    unmount();
    await open('/bay', 'en');
    const en = within(await screen.findByTestId('agreement-list')).getAllByRole('link');
    expect(en.map((a) => a.getAttribute('href'))).toEqual([
      '/bay/agreement/user',
      '/bay/agreement/privacy',
      '/bay/agreement/coach',
    ]);
    expect(en[0]!.textContent).toContain('User Agreement');
    expect(en[0]!.textContent).toContain('Effective');
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/agreements`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says so when the brand has none', async () => {
    server.use(http.get(`${API}/agreements`, () => okJson({ list: [] })));
    await open();
    expect(await screen.findByText('暂无协议')).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    server.use(http.get(`${API}/agreements`, () => failJson(500, '服务繁忙')));
    const { user } = await open('/phala');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('agreement-list')).toBeTruthy();
  });
});
