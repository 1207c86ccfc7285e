import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { supportHandlers } from './testing/handlers';
import FaqDetailScreen from './faq-detail-screen';

const server = startServer(...supportHandlers());
// Each test starts with no votes recorded.
beforeEach(() => server.use(...supportHandlers()));
const open = (query = 'id=3', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<FaqDetailScreen />, { path: `/slim/faq_details?${query}`, locale });

describe('faq_details', () => {
  it('shows the answer as text and takes "was this helpful" once, with the count', async () => {
    const { user } = await open();
    const detail = await screen.findByTestId('faq-detail');
    expect(within(detail).getByRole('heading', { name: '退款多久到账？' })).toBeTruthy();
    expect(within(detail).getByText('支付与退款')).toBeTruthy();
    expect(screen.getByTestId('helpful-count').textContent).toBe('12 人觉得有帮助');
    await user.click(screen.getByRole('button', { name: /有帮助/ }));
    expect(await screen.findByText('感谢你的反馈')).toBeTruthy();
    expect(screen.getByTestId('helpful-count').textContent).toBe('13 人觉得有帮助');
    const yes = screen.getByRole('button', { name: /有帮助/, pressed: true });
    expect((yes as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /没帮助/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('words it in English', async () => {
    await open('id=3', 'en');
    const detail = await screen.findByTestId('faq-detail');
    expect(detail.textContent).toContain('Was this answer helpful?');
    expect(detail.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows not found for a malformed id without asking, and for an unknown one', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/support/questions/:id`, () => {
        asked = true;
        return failJson(5050, '问题不存在');
      }),
    );
    const { unmount } = await open('id=abc');
    expect(await screen.findByText('问题不存在')).toBeTruthy();
    expect(asked).toBe(false);
    unmount();
    await open('id=99');
    expect(await screen.findByText('问题不存在')).toBeTruthy();
    expect(asked).toBe(true);
    expect(screen.getByRole('link', { name: '查看全部问题' }).getAttribute('href')).toBe('/slim/faq');
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/support/questions/:id`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('offers a retry after a failure', async () => {
    server.use(http.get(`${API}/support/questions/:id`, () => failJson(500, '服务繁忙')));
    const { user } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('faq-detail')).toBeTruthy();
  });
});
