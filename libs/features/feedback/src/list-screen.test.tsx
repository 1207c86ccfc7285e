import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { feedbackHandlers, feedbackStore } from './testing/handlers';
import FeedbackListScreen from './list-screen';

const server = startServer(...feedbackHandlers);
const open = (path = '/phala/question/list', locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<FeedbackListScreen />, { path, signedIn, locale });

describe('feedback list', () => {
  it('shows a skeleton, then my tickets with their status, each opening its page (phala), then pages in', async () => {
    const { user } = await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/phala/question/detail?id=1');
    expect(first.textContent).toContain('处理中');
    expect(first.textContent).toContain('1 张图片');
    expect(rows[1]!.textContent).toContain('已回复');
    expect(rows[2]!.textContent).toContain('已关闭');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText(feedbackStore.current.tickets[11]!.text)).toBeTruthy();
  });

  it('onmat: a row expands in place to show the thread', async () => {
    const { user } = await open('/onmat/question/list');
    const rows = await screen.findAllByRole('listitem');
    const toggle = within(rows[1]!).getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('您好，请把清晰度调为流畅再试。')).toBeTruthy();
  });

  it('onmat signed out: asks to sign in, without a request', async () => {
    let asked = 0;
    server.use(http.get(`${API}/feedback`, () => (asked++, undefined)));
    await open('/onmat/question/list', 'en', false);
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('speaks English', async () => {
    await open('/phala/question/list', 'en');
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Processing');
    expect(rows[1]!.textContent).toContain('Replied');
  });

  it('says so when there is nothing yet, with a way to submit', async () => {
    server.use(http.get(`${API}/feedback`, () => pagedJson([])));
    await open();
    expect(await screen.findByText('还没有反馈')).toBeTruthy();
    expect(screen.getByRole('link', { name: '提交反馈' }).getAttribute('href')).toBe(
      '/phala/question/submit',
    );
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/feedback`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
