import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { coachAnswersHandlers } from './testing/handlers';
import InboxScreen from './inbox-screen';
import AnsweredScreen from './answered-screen';

const server = startServer(...coachAnswersHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<InboxScreen />, { path: '/teacher/answer_question', signedIn: true, locale });

describe('coach Q&A inbox', () => {
  it('lists overdue questions first, flagged with how late, each opening the right page', async () => {
    await open();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('ca-overdue').textContent).toBe('已超时 6 小时 30 分钟');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      '/teacher/answer_question_overTime/2',
    );
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/teacher/answer_question_new/1');
    expect(rows[1]!.textContent).toContain('待回答');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe(
      '/teacher/answer_question_detail_new?id=5',
    );
  });

  it('filters by state and speaks English', async () => {
    const { user } = await open('en');
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    expect(await screen.findByText('Overdue by 6 h 30 min')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('answer_question_detail lists the answered ones', async () => {
    await renderScreen(<AnsweredScreen />, { path: '/teacher/answer_question_detail', signedIn: true });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('已回答');
  });

  it('says so when no student has asked', async () => {
    server.use(http.get(`${API}/coach-answers/questions`, () => pagedJson([])));
    await open();
    expect(await screen.findByText('暂无学员提问')).toBeTruthy();
  });

  it('asks a visitor without a coach session to sign in, and comes back here after', async () => {
    await renderScreen(<InboxScreen />, { path: '/teacher/answer_question', signedIn: false });
    expect(await screen.findByText('登录教练账号后查看和回答学员的问题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toMatch(
      /^\/teacher\/login\?redirect=%2Fteacher%2Fanswer_question/,
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/coach-answers/questions`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
