import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen, startServer } from '@yoga/testing';
import { coachAnswersHandlers } from './testing/handlers';
import CopySuccessScreen from './copy-success-screen';

startServer(...coachAnswersHandlers);
const open = (search: string, locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<CopySuccessScreen />, { path: `/teacher/copy_success${search}`, signedIn, locale });

describe('copy_success', () => {
  it('shows the number and password the server keeps, not the ones in the URL', async () => {
    await open('?id=5&password=000000');
    expect((await screen.findByTestId('ca-record-password')).textContent).toBe('482913');
    expect(screen.getByTestId('ca-record-id').textContent).toBe('5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('回答已发送');
  });

  it('signed out, asks for the coach sign-in under a heading that claims no copy', async () => {
    await open('?id=5&password=482913', 'zh', false);
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('答疑记录');
    expect(screen.queryByText('复制成功')).toBeNull();
  });

  it('copies the number, the password and where to enter them, with a toast', async () => {
    const { user } = await open('?id=5&password=482913');
    await user.click(await screen.findByRole('button', { name: '复制全部' }));
    expect(await screen.findByText('已复制答疑编号和密码')).toBeTruthy();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('答疑编号 5，密码 482913');
    expect(copied).toContain('/suman/view_answer?id=5');
    expect(screen.getByRole('link', { name: '打开学员查看页' }).getAttribute('href')).toBe(
      '/suman/view_answer?id=5',
    );
  });

  it('leads to the inbox past the redirect (force), replacing itself', async () => {
    const { user, where } = await open('?id=5&password=482913');
    const inbox = await screen.findByRole('link', { name: '去答疑列表' });
    expect(inbox.getAttribute('href')).toBe('/teacher/answer_question?force=1');
    await user.click(inbox);
    expect(where()).toBe('/teacher/answer_question?force=1');
  });

  it('a wrong, unanswered or missing id is not found, and the heading does not claim success (en)', async () => {
    await open('?id=1&password=482913', 'en');
    expect(await screen.findByText('No answer to copy')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Q&A record');
    expect(screen.getByRole('link', { name: 'Go to the questions' })).toBeTruthy();
  });

  it('without an id says so at once', async () => {
    await open('');
    expect(screen.getByText('没有可复制的回答')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('答疑记录');
  });
});
