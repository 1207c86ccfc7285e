import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, renderScreen, startServer } from '@yoga/testing';
import { coachSample, downloadsHandlers } from './testing/handlers';
import CoachCardScreen from './coach-card-screen';
import MyCoachScreen from './my-coach-screen';

const server = startServer(...downloadsHandlers);
const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<CoachCardScreen />, {
    path: `/onmat/connect_teacher/${id}`,
    route: '/onmat/connect_teacher/:userId',
    locale,
  });

describe('coach card', () => {
  it("shows the coach's photo, name, intro, chat id and QR code", async () => {
    await open('101');
    const card = await screen.findByTestId('coach-card');
    expect(card.textContent).toContain(coachSample.name);
    expect(card.textContent).toContain(coachSample.intro);
    expect(card.textContent).toContain(`微信号：${coachSample.chatId}`);
    expect(screen.getByRole('img', { name: `${coachSample.name}的微信二维码` })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制微信号' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存二维码图片' })).toBeTruthy();
  });

  it('is not found for an unknown coach, and for a malformed id without a request', async () => {
    const { unmount } = await open('999');
    expect(await screen.findByText('老师不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    unmount();
    let asked = false;
    server.use(
      http.get(`${API}/downloads/coaches/:id`, () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    await open('abc');
    expect(await screen.findByText('老师不存在')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('shows an error with retry when the service fails', async () => {
    server.use(http.get(`${API}/downloads/coaches/:id`, () => HttpResponse.error()));
    await open('101', 'en');
    expect(await screen.findByText('Loading failed, please retry', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe("the student's coach (teacher_wechat_qr)", () => {
  it("signed in: their own coach's card", async () => {
    renderScreen(<MyCoachScreen />, { path: '/onmat/teacher_wechat_qr', signedIn: true });
    expect((await screen.findByTestId('coach-kind')).textContent).toContain('你的课程老师');
    expect(screen.getByTestId('coach-qr')).toBeTruthy();
  });

  it("a visitor: the brand's service coach", async () => {
    renderScreen(<MyCoachScreen />, { path: '/onmat/teacher_wechat_qr' });
    expect((await screen.findByTestId('coach-kind')).textContent).toContain('课程顾问');
  });
});
