import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { useAnswerQuestionStore } from '@yoga/recorder';
import { answerQuestionRedirect } from '@yoga/session';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { coachAnswersHandlers } from './testing/handlers';
import AnswerNewScreen from './answer-screen';
import AnswerFollowUpScreen from './answer-follow-up-screen';

vi.mock('@yoga/recorder', async (importOriginal) => {
  const real = await importOriginal<typeof import('@yoga/recorder')>();
  return {
    ...real,
    // jsdom has no microphone: opening fails the way a refused permission does.
    createRecorder: () => ({
      open: () => Promise.reject(new real.RecorderError('permission-denied', 'NotAllowedError')),
      start: () => undefined,
      stop: () => Promise.reject(new real.RecorderError('nothing-recorded', '未采集到录音')),
      close: () => undefined,
    }),
  };
});

const server = startServer(...coachAnswersHandlers);
const open = (path = '/teacher/answer_question_new/1', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<AnswerNewScreen />, {
    path,
    route: '/teacher/answer_question_new/:id',
    signedIn: true,
    locale,
  });

beforeEach(() => {
  localStorage.clear();
  useAnswerQuestionStore.getState().setQuestionImages([]);
});

describe('answering a question', () => {
  it('shows the question and the form; a malformed id is not found without a request', async () => {
    await open();
    expect(await screen.findByText('下犬式时手腕很疼，是姿势不对吗？')).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送回答' })).toBeTruthy();
    let asked = false;
    server.use(http.get(`${API}/coach-answers/questions/:id`, () => void (asked = true)));
    await open('/teacher/answer_question_new/abc');
    expect(await screen.findByText('问题不存在')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('keeps the draft text and images across a reload', async () => {
    const first = await open();
    // What picking an image does after its upload; the store persists the list on every change.
    act(() =>
      useAnswerQuestionStore
        .getState()
        .addQuestionImage({ id: 'c'.repeat(32), url: '/api/coach-answers/files/x', questionId: 1 }),
    );
    expect(JSON.parse(localStorage.getItem('answer_question_images_data')!)).toHaveLength(1);
    await first.user.type(await screen.findByRole('textbox'), '手腕放在肩膀正下方');
    first.unmount();
    await open();
    expect(((await screen.findByRole('textbox')) as HTMLTextAreaElement).value).toBe('手腕放在肩膀正下方');
    expect(screen.getByRole('img', { name: '回答图片 1' })).toBeTruthy();
  });

  it('sends, saves the record, goes to copy_success; answer_question then redirects there', async () => {
    const { user, where } = await open();
    await user.type(await screen.findByRole('textbox'), '手腕放在肩膀正下方');
    await user.click(screen.getByRole('button', { name: '发送回答' }));
    await vi.waitFor(() => expect(where()).toBe('/teacher/copy_success?id=1&password=482913'));
    expect(localStorage.getItem('coach_answer_draft_1')).toBeNull();
    expect(answerQuestionRedirect('', localStorage)).toBe('/teacher/copy_success?id=1&password=482913');
    expect(answerQuestionRedirect('?force=1', localStorage)).toBeNull();
  });

  it('forgets the last answer’s record once another question is opened (the entry stops redirecting)', async () => {
    localStorage.setItem('answer_question_url_data', JSON.stringify({ id: '5', password: '482913' }));
    await open('/teacher/answer_question_new/5');
    expect(await screen.findByText('这个问题已经回答过了')).toBeTruthy();
    expect(answerQuestionRedirect('', localStorage)).not.toBeNull();
    await open('/teacher/answer_question_new/1');
    expect(await screen.findByRole('textbox')).toBeTruthy();
    expect(answerQuestionRedirect('', localStorage)).toBeNull();
  });

  it('refuses to send nothing, and says why a recording failed in words', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '发送回答' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写文字、添加图片或录制语音');
    await user.click(screen.getByRole('button', { name: '开始录音' }));
    expect(await screen.findByText('录音权限被拒绝，请在设置中允许使用麦克风')).toBeTruthy();
  });

  it('an answered question offers a follow-up instead; the follow-up page shows the answer', async () => {
    await open('/teacher/answer_question_new/5');
    expect(await screen.findByText('这个问题已经回答过了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '补充回答' }).getAttribute('href')).toBe(
      '/teacher/answer_question_new2/5',
    );
  });

  it('the follow-up page shows the answer with its voice note and the form', async () => {
    await renderScreen(<AnswerFollowUpScreen />, {
      path: '/teacher/answer_question_new2/5',
      route: '/teacher/answer_question_new2/:id',
      signedIn: true,
      locale: 'en',
    });
    expect(await screen.findByText('Voice 00:03')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeTruthy();
  });

  it('offers a retry when the question does not load', async () => {
    server.use(http.get(`${API}/coach-answers/questions/:id`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
