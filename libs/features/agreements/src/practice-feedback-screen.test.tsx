import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { delay, http } from 'msw';
import type { Practice } from '@yoga/contract';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { PracticeFeedbackScreen } from './practice-feedback-screen';

let rated: Practice['feedback'] = null;
let posts = 0;
const practice = (lang: string): Practice => ({
  id: 1,
  title: lang === 'en' ? 'Morning wake-up flow' : '晨间唤醒流瑜伽',
  feedback: rated,
});
const server = startServer(
  http.get(`${API}/pages/practices/:id`, ({ request, params }) =>
    params.id === '99'
      ? failJson(5302, '练习不存在')
      : okJson(practice(/^en/.test(request.headers.get('Language') ?? '') ? 'en' : 'zh')),
  ),
  http.post(`${API}/pages/practices/:id/feedback`, async ({ request }) => {
    posts++;
    const b = (await request.json()) as { stars: number; text: string };
    rated = { stars: b.stars, text: b.text, sentAt: '2026-11-26T02:00:00.000Z' };
    return okJson(practice('zh'));
  }),
);
const open = (search: string, locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<PracticeFeedbackScreen />, {
    path: `/slim/practice_feedback${search}`,
    route: '/slim/practice_feedback',
    locale,
    signedIn,
  });

describe('slim practice_feedback', () => {
  it('asks for stars first, sends the rating once, then shows the thanks state from the server', async () => {
    rated = null;
    posts = 0;
    await open('?id=1');
    expect(await screen.findByText('晨间唤醒流瑜伽')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请先选择星级')).toBeTruthy();
    expect(posts).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: '4 星' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '<b>很舒服</b>' } });
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect((await screen.findByTestId('practice-rated')).textContent).toContain('4 星');
    expect(posts).toBe(1);
    expect((rated as Practice['feedback'])?.text).toBe('<b>很舒服</b>');
  });

  it('shows the thanks state in English for a practice already rated', async () => {
    rated = { stars: 5, text: '', sentAt: '2026-11-26T02:00:00.000Z' };
    await open('?id=1', 'en');
    expect(await screen.findByText('Thanks for your feedback')).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/pages/practices/:id`, async () => (await delay('infinite'), okJson(practice('zh')))),
    );
    const { container } = await open('?id=1');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('shows not found for an unknown id', async () => {
    await open('?id=99');
    expect((await screen.findAllByText('练习不存在')).length).toBeGreaterThan(0);
  });

  it('shows not found for a malformed id', async () => {
    await open('?id=x');
    expect((await screen.findAllByText('练习不存在')).length).toBeGreaterThan(0);
  });

  it('shows an error when the server fails', async () => {
    server.use(http.get(`${API}/pages/practices/:id`, () => failJson(500, 'boom', 500)));
    await open('?id=1');
    expect(await screen.findByText('练习加载失败，请重试')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in', async () => {
    await open('?id=1', 'zh', false);
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });
});
