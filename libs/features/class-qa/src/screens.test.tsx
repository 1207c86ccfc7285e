import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { useAnswerQuestionStore } from '@yoga/recorder';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { classQaHandlers } from './testing/handlers';
import AnswerScreen from './answer-screen';
import ThreadScreen from './thread-screen';
import NoQaScreen from './no-qa-screen';

vi.mock('@yoga/recorder', async (importOriginal) => {
  const real = await importOriginal<typeof import('@yoga/recorder')>();
  const { createElement } = await import('react');
  // jsdom has no microphone: opening fails the way a refused permission does.
  const create = () => ({
    open: () => Promise.reject(new real.RecorderError('permission-denied', 'NotAllowedError')),
    start: () => undefined,
    stop: () => Promise.reject(new real.RecorderError('nothing-recorded', '未采集到录音')),
    close: () => undefined,
  });
  return {
    ...real,
    VoiceRecorder: (p: Parameters<typeof real.VoiceRecorder>[0]) =>
      createElement(real.VoiceRecorder, { ...p, create }),
  };
});

const server = startServer(...classQaHandlers);
const answer = (id = '1', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<AnswerScreen />, {
    path: `/suman/answer_question_new/${id}`,
    route: '/suman/answer_question_new/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const thread = (id = '2', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<ThreadScreen />, {
    path: `/suman/answer_question/${id}`,
    route: '/suman/answer_question/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const noQa = (o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<NoQaScreen />, {
    path: '/suman/no_answer_image',
    route: '/suman/no_answer_image',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => {
  localStorage.clear();
  useAnswerQuestionStore.getState().setQuestionImages([]);
});

describe('answer_question_new', () => {
  it('shows the coach’s question and the form; a malformed id is not found without a request', async () => {
    await answer();
    expect(
      await screen.findByText('课后作业：拍两张你下犬式的照片，并用语音说说手腕和肩膀的感受。'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交回答' })).toBeTruthy();
    let asked = false;
    server.use(http.get(`${API}/coach-answers/student/classes/:id`, () => void (asked = true)));
    await answer('abc');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('asks a signed-out visitor to sign in', async () => {
    await answer('1', { signedIn: false });
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });

  it('keeps picked images across a reload, submits them and goes to the thread', async () => {
    const first = await answer();
    await screen.findByRole('button', { name: '提交回答' });
    act(() =>
      useAnswerQuestionStore
        .getState()
        .addQuestionImage({ id: 'c'.repeat(32), url: '/api/coach-answers/files/x', classId: 1 }),
    );
    expect(JSON.parse(localStorage.getItem('answer_question_images_data')!)).toHaveLength(1);
    first.unmount();
    const { user, where } = await answer();
    expect(await screen.findByRole('img', { name: '我的图片 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交回答' }));
    await vi.waitFor(() => expect(where()).toBe('/suman/answer_question/1'));
    expect(useAnswerQuestionStore.getState().questionImages).toEqual([]);
  });

  it('refuses to send nothing and says why recording failed in words', async () => {
    const { user } = await answer();
    await user.click(await screen.findByRole('button', { name: '提交回答' }));
    expect(screen.getByRole('alert').textContent).toBe('请添加图片、录制语音或填写文字');
    await user.click(screen.getByRole('button', { name: '开始录音' }));
    expect(await screen.findByText('录音权限被拒绝，请在设置中允许使用麦克风')).toBeTruthy();
  });

  it('a class without a question goes to no_answer_image; an answered one to its thread', async () => {
    const none = await answer('4');
    await vi.waitFor(() => expect(none.where()).toBe('/suman/no_answer_image'));
    none.unmount();
    const done = await answer('2');
    await vi.waitFor(() => expect(done.where()).toBe('/suman/answer_question/2'));
  });

  it('offers a retry when the class does not load', async () => {
    server.use(http.get(`${API}/coach-answers/student/classes/:id`, () => failJson(500, '服务繁忙')));
    await answer();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('answer_question (thread)', () => {
  it('shows the student’s answer and the coach’s answer with a playable voice note (en)', async () => {
    await thread('2', { locale: 'en' });
    expect(await screen.findByText('Coach’s answer')).toBeTruthy();
    expect(screen.getByLabelText('Coach’s voice answer').getAttribute('src')).toBe(
      `/api/coach-answers/files/${'e'.repeat(32)}`,
    );
    expect(screen.getByLabelText('My voice answer')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'My image 1' })).toBeTruthy();
  });

  it('says it waits for the coach with the due time', async () => {
    await thread('3');
    expect((await screen.findByTestId('qa-waiting')).textContent).toMatch(/等待教练回答.*预计 .+ 前回答/);
  });

  it('an unanswered class links to the form; malformed and missing ids are not found', async () => {
    await thread('1');
    expect((await screen.findByRole('link', { name: '去回答' })).getAttribute('href')).toBe(
      '/suman/answer_question_new/1',
    );
    await thread('x');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    await thread('99');
    expect(await screen.findByText('课程不存在', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, offers a retry on failure', async () => {
    await thread('2', { signedIn: false });
    expect(await screen.findByText('请先登录')).toBeTruthy();
    server.use(http.get(`${API}/coach-answers/student/classes/:id`, () => failJson(500, '服务繁忙')));
    await thread('2');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('no_answer_image', () => {
  it('shows the empty state and the classes with Q&A to jump to', async () => {
    await noQa();
    expect(screen.getByText('这节课暂无课后答疑')).toBeTruthy();
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/suman/answer_question_new/1',
      '/suman/answer_question/2',
      '/suman/answer_question/3',
    ]);
  });

  it('says so when no class has Q&A, and asks a visitor to sign in', async () => {
    server.use(
      http.get(`${API}/coach-answers/student/classes`, () =>
        Response.json({ state: 1, code: 0, msg: '', data: { list: [] } }),
      ),
    );
    const en = await noQa({ locale: 'en' });
    expect(await screen.findByText('No classes with Q&A yet')).toBeTruthy();
    en.unmount();
    localStorage.clear();
    await noQa({ signedIn: false });
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });

  it('offers a retry when the classes do not load', async () => {
    server.use(http.get(`${API}/coach-answers/student/classes`, () => failJson(500, '服务繁忙')));
    await noQa();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
