import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { businessDay } from '@yoga/format';
import { API, failJson, okJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { sampleService, supportHandlers } from './testing/handlers';
import ServiceScreen from './service-screen';

const server = startServer(...supportHandlers());
// Each test starts with no votes recorded.
beforeEach(() => server.use(...supportHandlers()));
const open = (prefix = '/slim', locale: 'zh' | 'en' = 'zh', path = 'service') =>
  renderScreen(<ServiceScreen />, { path: `${prefix}/${path}`, locale });

describe('service', () => {
  it('shows the phone to call, the hours with online now, the chat id to copy and the common questions', async () => {
    const { user } = await open();
    const page = await screen.findByTestId('service');
    const phone = within(page).getByRole('link', { name: /400-820-1003/ });
    expect(phone.getAttribute('href')).toBe('tel:4008201003');
    expect(within(page).getByText(/每天 10:00–20:00/)).toBeTruthy();
    expect(screen.getByTestId('service-status').textContent).toBe('客服在线，欢迎咨询');
    await user.click(within(page).getByRole('button', { name: '复制客服微信号' }));
    expect(await screen.findByText('客服微信号已复制')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('slim_kefu');
    // a common question opens in place to its answer
    const q = within(screen.getByTestId('common-questions')).getByText('退款多久到账？');
    await user.click(q);
    expect(within(q.closest('details')!).getByText('1–3 个工作日到账。')).toBeTruthy();
    // slim has a FAQ but no feedback pages
    expect(within(page).getByRole('link', { name: '全部问题' }).getAttribute('href')).toBe('/slim/faq');
    expect(within(page).queryByRole('link', { name: '意见反馈' })).toBeNull();
  });

  it('links to feedback where the brand has it, and words everything in English', async () => {
    await open('/onmat', 'en');
    const page = await screen.findByTestId('service');
    expect(within(page).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe(
      '/onmat/question/submit',
    );
    expect(within(page).getByRole('link', { name: 'My feedback' }).getAttribute('href')).toBe(
      '/onmat/question/list',
    );
    expect(within(page).queryByRole('link', { name: 'All questions' })).toBeNull();
    expect(page.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('says when it opens next while closed', async () => {
    server.use(
      http.get(`${API}/support/service`, () =>
        okJson(
          sampleService('zh', {
            online: false,
            nextOpenAt: '2099-01-05T01:00:00.000Z',
            hours: {
              days: [1, 2, 3, 4, 5],
              opensAt: '2026-11-26T01:00:00.000Z',
              closesAt: '2026-11-26T10:00:00.000Z',
            },
          }),
        ),
      ),
    );
    await open('/bay');
    const status = await screen.findByTestId('service-status');
    expect(status.textContent).toMatch(/^已下线，2099年1月5日 周一 09:00.* 上线$/);
    expect(screen.getByText(/周一至周五 09:00–18:00/)).toBeTruthy();
  });

  it('says "tomorrow" when it opens the next business day', async () => {
    const tomorrow = new Date(TEST_NOW + 86_400_000);
    tomorrow.setUTCHours(1, 0, 0, 0); // 09:00 China time on the business's next day (or this one's)
    const next =
      businessDay(tomorrow) === businessDay() ? tomorrow.getTime() + 86_400_000 : tomorrow.getTime();
    server.use(
      http.get(`${API}/support/service`, () =>
        okJson(sampleService('en', { online: false, nextOpenAt: new Date(next).toISOString() })),
      ),
    );
    await open('/slim', 'en');
    expect((await screen.findByTestId('service-status')).textContent).toMatch(
      /^Closed, opens tomorrow 09:00/,
    );
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/support/service`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says so when there are no common questions', async () => {
    server.use(http.get(`${API}/support/service`, () => okJson(sampleService('zh', { common: [] }))));
    await open('/slim', 'zh', 'service_new');
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    server.use(http.get(`${API}/support/service`, () => failJson(500, '服务繁忙')));
    const { user } = await open('/phala');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('service')).toBeTruthy();
  });
});
