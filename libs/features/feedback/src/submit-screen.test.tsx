import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { feedbackHandlers, feedbackStore } from './testing/handlers';
import FeedbackSubmitScreen from './submit-screen';

const server = startServer(...feedbackHandlers);
const DRAFT = 'feedback:draft:onmat';
const open = (locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<FeedbackSubmitScreen />, { path: '/onmat/question/submit', signedIn, locale });
const png = (name = 'a.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('feedback-photos'), { target: { files } });

beforeEach(() => {
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('feedback submit', () => {
  it('shows a skeleton, then the categories from the server', async () => {
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: '功能异常' })).toBeTruthy();
  });

  it('offers a retry when the categories fail', async () => {
    server.use(http.get(`${API}/feedback/categories`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('counts characters live and asks for ten before sending', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: '功能异常' }));
    const text = screen.getByRole('textbox', { name: '问题描述' });
    await user.type(text, '白屏了😢');
    expect(screen.getByTestId('fb-counter').textContent).toBe('4/500');
    expect(screen.getByText('还需 6 个字')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('问题描述至少 10 个字')).toBeTruthy();
    expect(feedbackStore.current.tickets).toHaveLength(12);
  });

  it('refuses a photo over 5 MB on the device, and shows the server’s refusal on the tile', async () => {
    await open();
    await screen.findByRole('radio', { name: '功能异常' });
    pick(png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('“big.png”超过 5 MB，请压缩后再传');
    expect(screen.queryAllByTestId('photo')).toHaveLength(0);
    server.use(http.post(`${API}/uploads`, () => failJson(413, '图片不能超过 5 MB', 413)));
    pick(png());
    expect(await screen.findByRole('button', { name: /图片不能超过 5 MB 点击重试/ })).toBeTruthy();
  });

  it('checks the contact number', async () => {
    const { user } = await open('en');
    const phone = await screen.findByRole('textbox', { name: 'Contact number (optional)' });
    await user.type(phone, '12345');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number');
  });

  it('restores the draft after a reload: category, text, contact and uploaded photos', async () => {
    const first = await open();
    await first.user.click(await screen.findByRole('radio', { name: '功能异常' }));
    await first.user.type(screen.getByRole('textbox', { name: '问题描述' }), '课程页面一直白屏，刷新也没用');
    await first.user.type(screen.getByRole('textbox', { name: '联系电话（选填）' }), '13800138000');
    pick(png(), png('b.png'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT)!).photos).toHaveLength(2));
    first.unmount();
    await open();
    expect((await screen.findByRole('radio', { name: '功能异常' })).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((screen.getByRole('textbox', { name: '问题描述' }) as HTMLTextAreaElement).value).toBe(
      '课程页面一直白屏，刷新也没用',
    );
    expect((screen.getByRole('textbox', { name: '联系电话（选填）' }) as HTMLInputElement).value).toBe(
      '13800138000',
    );
    expect(screen.getAllByTestId('photo')).toHaveLength(2);
  });

  it('keeps the draft when the login has expired, and sends one ticket for a double tap', async () => {
    let calls = 0;
    let expired = true;
    const ids = new Set<string>();
    server.use(
      http.post(`${API}/feedback`, async ({ request }) => {
        calls++;
        ids.add(((await request.clone().json()) as { requestId: string }).requestId);
        if (expired)
          return HttpResponse.json({ state: 0, code: 403, msg: '请先登录', data: null }, { status: 403 });
        return undefined;
      }),
    );
    const first = await open();
    await first.user.click(await screen.findByRole('radio', { name: '其他' }));
    await first.user.type(
      screen.getByRole('textbox', { name: '问题描述' }),
      '希望增加夜间模式，晚上看不刺眼',
    );
    await first.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(JSON.parse(localStorage.getItem(DRAFT)!).text).toBe('希望增加夜间模式，晚上看不刺眼');
    // Signed in again, the login flow comes back to the form: everything is there.
    first.unmount();
    expired = false;
    const { user } = await open();
    expect((await screen.findByRole('radio', { name: '其他' })).getAttribute('aria-checked')).toBe('true');
    await user.dblClick(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(localStorage.getItem(DRAFT)).toBeNull());
    expect(calls).toBe(2);
    expect(ids.size).toBe(1);
    expect(feedbackStore.current.tickets[0]!.text).toBe('希望增加夜间模式，晚上看不刺眼');
  });
});
