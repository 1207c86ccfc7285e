import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactElement } from 'react';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import FeedbackScreen from './feedback-screen';
import TookeenScreen from './tookeen-screen';
import { camp, coachEventsHandlers, eventAt } from './testing/handlers';

const server = startServer();
beforeEach(() => {
  localStorage.clear();
  server.use(...coachEventsHandlers());
});

const open = (ui: ReactElement, path: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(ui, { path, route: path.split('?')[0]!, signedIn: true, locale });
const error = (text: string) => screen.findByText(text, {}, { timeout: 4000 });
const card = async (title: string) =>
  (await screen.findAllByTestId('coach-event')).find((c) => c.textContent?.includes(title))!;

describe('tookeen', () => {
  it('lists coming events with seats left and my sign-ups with status, loading first', async () => {
    await open(<TookeenScreen />, '/teacher/tookeen');
    expect(screen.getAllByRole('status').some((s) => s.getAttribute('aria-busy') === 'true')).toBe(true);
    const events = await screen.findAllByTestId('coach-event');
    expect(events).toHaveLength(2);
    expect((await card('冬季教练训练营')).textContent).toContain('剩余 8 / 20 个名额');
    const fullCard = await card('阴瑜伽教学工作坊');
    expect(fullCard.textContent).toContain('名额已满，暂时无法报名');
    expect(within(fullCard).queryByRole('button', { name: '报名' })).toBeNull();
    const mine = screen.getAllByTestId('my-signup');
    expect(mine.map((m) => within(m).getByTestId('my-status').textContent)).toEqual([
      '已参加 · 待评价',
      '已参加 · 已评价',
    ]);
    expect(within(mine[0]!).getByRole('link', { name: '去评价' }).getAttribute('href')).toBe(
      '/teacher/tookeen_feedback?id=3',
    );
    expect(within(mine[1]!).getByRole('link', { name: '查看评价' })).toBeTruthy();
  });

  it('opens an event’s rules; signs up (a seat fewer), cancels (the seat back)', async () => {
    await open(<TookeenScreen />, '/teacher/tookeen');
    const c = await card('冬季教练训练营');
    fireEvent.click(within(c).getByRole('button', { name: '查看详情与规则' }));
    expect(within(c).getByTestId('event-detail').textContent).toContain('需持有素漫教练认证');
    fireEvent.click(within(c).getByRole('button', { name: '报名' }));
    expect(await within(c).findByText('剩余 7 / 20 个名额')).toBeTruthy();
    expect((await screen.findAllByTestId('my-signup')).some((m) => m.textContent?.includes('已报名'))).toBe(
      true,
    );
    fireEvent.click(within(c).getByRole('button', { name: '取消报名' }));
    expect(await within(c).findByText('剩余 8 / 20 个名额')).toBeTruthy();
  });

  it('words a refused sign-up beside the event', async () => {
    server.use(
      http.post(`${API}/coach-events/events/:id/signup`, () => failJson(5751, '名额已满，无法报名')),
    );
    await open(<TookeenScreen />, '/teacher/tookeen');
    const c = await card('冬季教练训练营');
    fireEvent.click(within(c).getByRole('button', { name: '报名' }));
    expect((await within(c).findByRole('alert')).textContent).toBe('名额已满，无法报名');
  });

  it('shows empty states and an error with retry, in English too', async () => {
    server.use(http.get(`${API}/coach-events/events`, () => okJson({ list: [] })));
    const a = await open(<TookeenScreen />, '/teacher/tookeen');
    expect(await screen.findByTestId('events-empty')).toBeTruthy();
    a.unmount();
    server.use(
      http.get(`${API}/coach-events/events`, () => okJson({ list: [eventAt(9, -3, { title: 'Past' })] })),
    );
    const b = await open(<TookeenScreen />, '/teacher/tookeen', 'en');
    expect(await screen.findByText('No events open for sign-up right now')).toBeTruthy();
    expect(screen.getByText('You have not signed up for any event yet')).toBeTruthy();
    b.unmount();
    server.use(http.get(`${API}/coach-events/events`, () => failJson(500, 'boom', 500)));
    await open(<TookeenScreen />, '/teacher/tookeen');
    expect(await error('活动加载失败，请重试')).toBeTruthy();
  });
});

describe('signed out', () => {
  it('asks a signed-out visitor to sign in as a coach, asking the server nothing', async () => {
    const a = await renderScreen(<TookeenScreen />, { path: '/teacher/tookeen' });
    expect(await screen.findByText('登录教练账号后查看和报名教练活动')).toBeTruthy();
    a.unmount();
    await renderScreen(<FeedbackScreen />, {
      path: '/teacher/tookeen_feedback?id=3',
      route: '/teacher/tookeen_feedback',
    });
    expect(await screen.findByText('登录教练账号后评价你参加过的活动')).toBeTruthy();
  });
});

describe('tookeen_feedback', () => {
  it('takes a rating and words once, then shows what was sent', async () => {
    await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=3');
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('feedback-event')).textContent).toContain('体式调整进阶工作坊');
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请为活动评分')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '满意' }));
    fireEvent.change(screen.getByLabelText('活动感受'), { target: { value: '收获很大' } });
    expect(screen.getByText('4/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    const sent = await screen.findByTestId('feedback-sent');
    expect(sent.textContent).toContain('收获很大');
    expect(within(sent).getByRole('img', { name: '4 星' })).toBeTruthy();
    expect(screen.queryByTestId('feedback-form')).toBeNull();
  });

  it('shows feedback already sent instead of the form', async () => {
    await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=4');
    expect((await screen.findByTestId('feedback-sent')).textContent).toContain('讲师很专业');
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('refuses an event not attended or not yet over, with the reason', async () => {
    const a = await open(<FeedbackScreen />, `/teacher/tookeen_feedback?id=${camp.id}`);
    expect((await screen.findByTestId('feedback-refused')).textContent).toContain(
      '你没有参加这个活动，不能评价',
    );
    a.unmount();
    server.use(http.get(`${API}/coach-events/events/:id`, () => okJson({ ...camp, signedUp: true })));
    await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=1', 'en');
    expect((await screen.findByTestId('feedback-refused')).textContent).toContain(
      'Feedback opens after the event ends',
    );
  });

  it('words a refusal from the server above the send button', async () => {
    server.use(
      http.post(`${API}/coach-events/events/:id/feedback`, () => failJson(5755, '你已评价过这个活动')),
    );
    await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=3');
    fireEvent.click(await screen.findByRole('radio', { name: '非常满意' }));
    fireEvent.change(screen.getByLabelText('活动感受'), { target: { value: '很好' } });
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('你已评价过这个活动')).toBeTruthy();
  });

  it('shows not found for a missing, malformed or unknown id, and an error with retry', async () => {
    const a = await open(<FeedbackScreen />, '/teacher/tookeen_feedback');
    expect(await screen.findByText('这个活动不存在')).toBeTruthy();
    a.unmount();
    const b = await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=abc');
    expect(await screen.findByText('这个活动不存在')).toBeTruthy();
    b.unmount();
    const c = await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=99', 'en');
    expect(await screen.findByText('Event not found')).toBeTruthy();
    c.unmount();
    server.use(http.get(`${API}/coach-events/events/:id`, () => failJson(500, 'boom', 500)));
    await open(<FeedbackScreen />, '/teacher/tookeen_feedback?id=3');
    expect(await error('活动加载失败，请重试')).toBeTruthy();
  });
});
