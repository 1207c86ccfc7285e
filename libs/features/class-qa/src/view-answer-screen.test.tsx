import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { COACH_ANSWER_CODES } from '@yoga/contract/codes';
import { API, renderScreen, startServer } from '@yoga/testing';
import { classQaHandlers } from './testing/handlers';
import ViewAnswerScreen from './view-answer-screen';

const server = startServer(...classQaHandlers);
const open = (search = '?id=6', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<ViewAnswerScreen />, { path: `/suman/view_answer${search}`, locale });
const refuse = (code: number, msg: string, data: unknown) =>
  server.use(
    http.post(`${API}/coach-answers/shared/:id`, () => HttpResponse.json({ state: 0, code, msg, data })),
  );

describe('view_answer (signed out)', () => {
  it('opens the coach’s answer with the number from the link and the password: text, images, voice', async () => {
    const { user } = await open();
    expect((screen.getByLabelText('答疑编号') as HTMLInputElement).value).toBe('6');
    await user.type(screen.getByLabelText('密码'), '482913');
    await user.click(screen.getByRole('button', { name: '查看回答' }));
    const answer = await screen.findByTestId('qa-coach-answer');
    expect(answer.textContent).toContain('教练的回答');
    expect(screen.getByRole('img', { name: '教练图片 1' })).toBeTruthy();
    expect(answer.querySelector('audio')).toBeTruthy();
  });

  it('checks the shape before asking: a number and six digits', async () => {
    const { user } = await open('');
    await user.click(screen.getByRole('button', { name: '查看回答' }));
    expect(screen.getByText('请输入答疑编号（数字）')).toBeTruthy();
    await user.type(screen.getByLabelText('答疑编号'), '6');
    await user.type(screen.getByLabelText('密码'), '12');
    await user.click(screen.getByRole('button', { name: '查看回答' }));
    expect(screen.getByText('请输入 6 位数字密码')).toBeTruthy();
  });

  it('refuses a wrong password saying how many tries are left (en)', async () => {
    refuse(COACH_ANSWER_CODES.wrongPassword, 'x', { triesLeft: 3 });
    const { user } = await open('?id=6', 'en');
    await user.type(screen.getByLabelText('Password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Read the answer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The answer ID or the password is wrong; 3 tries left',
    );
  });

  it('says until when a locked answer waits', async () => {
    refuse(COACH_ANSWER_CODES.tooManyTries, 'x', { retryAt: '2026-11-20T02:15:00.000Z' });
    const { user } = await open();
    await user.type(screen.getByLabelText('密码'), '000000');
    await user.click(screen.getByRole('button', { name: '查看回答' }));
    expect((await screen.findByRole('alert')).textContent).toBe('密码错误次数过多，请在 10:15 后再试');
  });

  it('shows a worded fallback, never the request layer’s message, when the network fails', async () => {
    server.use(http.post(`${API}/coach-answers/shared/:id`, () => HttpResponse.error()));
    const { user } = await open();
    await user.type(screen.getByLabelText('密码'), '482913');
    await user.click(screen.getByRole('button', { name: '查看回答' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      '没有打开回答，请稍后重试',
    );
  });
});
