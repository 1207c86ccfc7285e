import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { supportHandlers } from './testing/handlers';
import FaqScreen from './faq-screen';

const server = startServer(...supportHandlers());
// Each test starts with no votes recorded.
beforeEach(() => server.use(...supportHandlers()));
const open = (path = '/slim/faq', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<FaqScreen />, { path, locale });
const questions = async () =>
  within(await screen.findByTestId('faq-list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('faq', () => {
  it('lists the questions, each linking to its page on slim, and filters by category', async () => {
    const { user } = await open();
    expect(await questions()).toHaveLength(3);
    const link = screen.getByRole('link', { name: '退款多久到账？' });
    expect(link.getAttribute('href')).toBe('/slim/faq_details?id=3');
    await user.click(screen.getByRole('radio', { name: '预约与上课' }));
    await waitFor(async () => expect(await questions()).toEqual(['预约的课程可以取消吗？']));
    expect(screen.getByRole('radio', { name: '预约与上课', checked: true })).toBeTruthy();
  });

  it('searches on the server as one types, in either language, and keeps the search in the address', async () => {
    const { user } = await open('/slim/faq', 'en');
    await screen.findByTestId('faq-list');
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'REFUND');
    await waitFor(async () => expect(await questions()).toEqual(['How long does a refund take?']));
  });

  it('says nothing matched a search, and offers the service page', async () => {
    await open('/slim/faq?q=zzz');
    expect(await screen.findByText('没有找到与“zzz”相关的问题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe('/slim/service');
  });

  it('opens a coach’s question in place with its answer and "was this helpful"', async () => {
    const { user } = await open('/onmat/teacher/faq');
    await screen.findByTestId('faq-list');
    expect(screen.queryByRole('link', { name: '退款多久到账？' })).toBeNull();
    await user.click(screen.getByText('退款多久到账？'));
    expect(await screen.findByText('钱包余额即时到账。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /有帮助/ }));
    expect(await screen.findByText('感谢你的反馈')).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/support/questions`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await open();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says so when the brand has no questions', async () => {
    server.use(http.get(`${API}/support/questions`, () => okJson({ list: [] })));
    await open('/phala/teacher/faq');
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    server.use(http.get(`${API}/support/questions`, () => failJson(500, '服务繁忙')));
    const { user } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('faq-list')).toBeTruthy();
  });
});
