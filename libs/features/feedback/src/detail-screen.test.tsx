import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { feedbackHandlers } from './testing/handlers';
import FeedbackDetailScreen from './detail-screen';

const server = startServer(...feedbackHandlers);
const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<FeedbackDetailScreen />, { path: `/phala/question/detail?id=${id}`, signedIn: true, locale });

describe('feedback detail', () => {
  it('shows the thread with support’s reply, and sends a follow-up', async () => {
    const { user } = await open('2');
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect(await screen.findByText('您好，请把清晰度调为流畅再试。')).toBeTruthy();
    expect(screen.getByText('已回复')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '补充说明' }), '还是卡顿');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('还是卡顿')).toBeTruthy();
    expect(screen.getByText('处理中')).toBeTruthy();
  });

  it('shows my photos and the masked contact, in English', async () => {
    await open('1', 'en');
    expect(await screen.findByRole('button', { name: 'View image 1' })).toBeTruthy();
    expect(screen.getByText('Contact number: 138****8000')).toBeTruthy();
  });

  it('takes no follow-up on a closed ticket', async () => {
    await open('3');
    expect(await screen.findByText('该反馈已关闭。如有新问题，请重新提交。')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says not found for a malformed id without a request, and for someone else’s', async () => {
    let asked = 0;
    server.use(http.get(`${API}/feedback/:id`, () => (asked++, undefined)));
    const first = await open('abc');
    expect(await screen.findByText('反馈不存在')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open('777');
    expect(await screen.findByText('反馈不存在')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/feedback/:id`, () => failJson(500, '服务繁忙')));
    await open('1');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
