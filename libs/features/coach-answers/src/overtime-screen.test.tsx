import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { coachAnswersHandlers } from './testing/handlers';
import OvertimeScreen from './overtime-screen';
import QuestionDetailScreen from './question-detail-screen';

const server = startServer(...coachAnswersHandlers);
const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<OvertimeScreen />, {
    path: `/teacher/answer_question_overTime/${id}`,
    route: '/teacher/answer_question_overTime/:id',
    signedIn: true,
    locale,
  });

describe('overdue question', () => {
  it('flags how late it is and offers to answer now', async () => {
    await open('2');
    expect((await screen.findByTestId('ca-late-banner')).textContent).toContain('已超时 6 小时 30 分钟');
    expect(screen.getByRole('link', { name: '立即回答' }).getAttribute('href')).toBe(
      '/teacher/answer_question_new/2',
    );
  });

  it('says a question on time is not overdue, in English', async () => {
    await open('1', 'en');
    expect((await screen.findByTestId('ca-late-banner')).textContent).toBe(
      'This question is not overdue yet',
    );
  });

  it('is not found for a malformed or unknown id, and retries a failure', async () => {
    await open('x');
    expect(await screen.findByText('问题不存在')).toBeTruthy();

    server.use(http.get(`${API}/coach-answers/questions/:id`, () => failJson(500, '服务繁忙')));
    await open('2');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('overdue question, unknown', () => {
  it('is not found when the stand-in says so (another coach’s or no such question)', async () => {
    await open('99');
    expect(await screen.findByText('问题不存在')).toBeTruthy();
  });
});

describe('answer_question_detail_new', () => {
  it('shows the question with its answers and offers a follow-up', async () => {
    await renderScreen(<QuestionDetailScreen />, {
      path: '/teacher/answer_question_detail_new?id=5',
      signedIn: true,
    });
    expect(await screen.findByText('把注意力轻轻带回呼吸即可。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '补充回答' }).getAttribute('href')).toBe(
      '/teacher/answer_question_new2/5',
    );
  });

  it('is not found without an id, and without a request', async () => {
    await renderScreen(<QuestionDetailScreen />, {
      path: '/teacher/answer_question_detail_new',
      signedIn: true,
      locale: 'en',
    });
    expect(await screen.findByText('No such question')).toBeTruthy();
  });

  it('asks a visitor without a coach session to sign in, in English, without a request', async () => {
    server.use(http.get(`${API}/coach-answers/questions/:id`, () => failJson(500, 'not expected')));
    await renderScreen(<OvertimeScreen />, {
      path: '/teacher/answer_question_overTime/2',
      route: '/teacher/answer_question_overTime/:id',
      locale: 'en',
    });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('ca-late-banner')).toBeNull();
    expect(screen.queryByText(/did not load/)).toBeNull();
  });
});
