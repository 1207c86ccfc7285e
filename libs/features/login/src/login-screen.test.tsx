import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, open as openCompact, renderScreen, seal, startServer, breakStorage } from '@yoga/testing';
import LoginScreen from './login-screen';

const sent: unknown[] = [];
const logins: { invite?: string }[] = [];
startServer(
  http.post(`${API}/auth/sms-code`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ state: 1, code: 200, msg: '', data: { resendAfter: 60 } });
  }),
  http.post(`${API}/auth/login`, async ({ request }) => {
    expect(request.headers.get('compact')).toBe('true');
    // No token yet, so the IV is the key's first 16 bytes (libs/api/COMPACT.md).
    const body = openCompact<{ code: string; subApp: string; invite?: string }>(
      ((await request.json()) as { compact: string }).compact,
    );
    logins.push(body);
    if (body.code !== '246810')
      return HttpResponse.json(seal({ state: 0, code: 400, msg: '验证码错误', data: null }));
    return HttpResponse.json(
      seal({
        state: 1,
        code: 200,
        msg: '',
        data: {
          token: `tok-${body.subApp}-0123456789`,
          user: { id: 1, name: '学员', phone: '13800138000', areaCode: '86' },
        },
      }),
    );
  }),
);
afterEach(() => void (sent.length = logins.length = 0));

const openLogin = (path: string, locale?: 'zh' | 'en') =>
  renderScreen(<LoginScreen />, { path, route: path.split('?')[0], locale });

const phone = () => screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement;
const code = () => screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
const terms = () =>
  screen.getByRole('checkbox', {
    name: /^我已阅读并同意\s*《用户协议》\s*《隐私政策》$/,
  }) as HTMLInputElement;
const press = (text: string) => act(() => screen.getByText(text).click());
const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });

describe('login screen', () => {
  it('asks for the phone number, then the code, before calling anything', async () => {
    await openLogin('/onmat/login');
    press('获取验证码');
    expect((await screen.findByRole('alert')).textContent).toBe('请输入手机号');
    type(phone(), '13800138000');
    press('快捷登录');
    expect((await screen.findByRole('alert')).textContent).toBe('请输入验证码');
    expect(sent).toEqual([]);
  });

  it('refuses a number that is not valid for the chosen area, and clears the message once it is', async () => {
    await openLogin('/onmat/login');
    fireEvent.click(terms());
    type(phone(), '1380013');
    press('获取验证码');
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的手机号');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    type(phone(), '138001380');
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号');
    type(phone(), '13800138000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends a code for this sub-app, counts down in seconds and moves on to the code field', async () => {
    await openLogin('/phala/teacher/login');
    fireEvent.click(terms());
    type(phone(), '138 0013 8000');
    press('获取验证码');
    expect(await screen.findByText('60秒后重发')).toBeTruthy();
    expect(sent).toEqual([{ subApp: 'phala-teacher', areaCode: '86', phone: '13800138000' }]);
    expect(document.activeElement).toBe(code());
  });

  it('sends one code for a double press', async () => {
    await openLogin('/onmat/login');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    const button = screen.getByText('获取验证码');
    act(() => (button.click(), button.click()));
    await screen.findByText('60秒后重发');
    expect(sent).toHaveLength(1);
  });

  it('asks to agree to the terms first, and goes on when the user agrees', async () => {
    await openLogin('/onmat/login');
    expect(terms().checked).toBe(false);
    type(phone(), '13800138000');
    press('获取验证码');
    const agree = await screen.findByText('同意并继续');
    expect(sent).toEqual([]);
    act(() => agree.click());
    expect(await screen.findByText('60秒后重发')).toBeTruthy();
    expect(terms().checked).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('links the agreements of this sub-app and keeps the form across the round trip', async () => {
    const first = await openLogin('/phala/login');
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/phala/agreement/user',
    );
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(
      '/phala/agreement/privacy',
    );
    fireEvent.click(terms());
    type(phone(), '13900001111');
    first.unmount();
    await openLogin('/phala/login');
    expect(phone().value).toBe('13900001111');
    expect(terms().checked).toBe(true);
  });

  it('keeps the resend countdown across a reload, and ignores a kept deadline that is nonsense', async () => {
    const first = await openLogin('/onmat/login');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    press('获取验证码');
    await screen.findByText('60秒后重发');
    first.unmount();
    const again = await openLogin('/onmat/login');
    expect(screen.getByText(/^\d+秒后重发$/)).toBeTruthy();
    again.unmount();
    // Edited by hand: a deadline no server would set, or no time at all.
    for (const bad of [String(Date.now() + 86_400_000), 'soon']) {
      sessionStorage.setItem('login_resend_onmat', bad);
      const { unmount } = await openLogin('/onmat/login');
      expect(screen.getByText('获取验证码')).toBeTruthy();
      unmount();
    }
  });

  it('starts empty from a kept draft that is not one', async () => {
    for (const bad of ['{"phone":', '{"phone":13900001111,"agreed":true}', '[]']) {
      sessionStorage.setItem('login_draft_onmat', bad);
      const { unmount } = await openLogin('/onmat/login');
      expect(phone().value).toBe('');
      expect(terms().checked).toBe(false);
      unmount();
    }
  });

  it('signs in where storage throws: nothing is kept, nothing breaks', async () => {
    breakStorage('login_');
    await openLogin('/onmat/login');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    press('获取验证码');
    expect(await screen.findByText('60秒后重发')).toBeTruthy();
    type(code(), '246810');
    press('快捷登录');
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/store');
  });

  it('keeps what was typed when the code is wrong', async () => {
    const { toasts } = await openLogin('/onmat/login');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    type(code(), '000000');
    press('快捷登录');
    await waitFor(() => expect(toasts).toContain('验证码错误'));
    expect(phone().value).toBe('13800138000');
    expect(code().value).toBe('000000');
    expect(localStorage.getItem('onmat_token')).toBeNull();
  });

  it('stores the token under this sub-app only and returns to a safe redirect', async () => {
    await openLogin('/onmat/teacher/login?redirect=%2Fonmat%2Fteacher%2Fchange_class%3Fid%3D3');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    type(code(), '246810');
    press('快捷登录');
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/teacher/change_class?id=3');
    expect(localStorage.getItem('onmat_teacher_token')).toBe('tok-onmat-teacher-0123456789');
    expect(localStorage.getItem('onmat_token')).toBeNull();
  });

  it('carries the invite code of a friend’s share link to the server', async () => {
    await openLogin('/phala/login?invite=PH7K2Q');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    type(code(), '246810');
    press('快捷登录');
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(logins.map((b) => b.invite)).toEqual(['PH7K2Q']);
  });

  it('never leaves the product for a hostile redirect', async () => {
    await openLogin('/onmat/login?redirect=%2F%2Fevil.example');
    fireEvent.click(terms());
    type(phone(), '13800138000');
    type(code(), '246810');
    press('快捷登录');
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/store');
  });

  it('greets students with the brand, coaches with a welcome back', async () => {
    const student = await openLogin('/suman/login');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('素漫瑜伽');
    expect(screen.getByText('课后答疑，老师一直都在')).toBeTruthy();
    student.unmount();
    await openLogin('/onmat/teacher/login');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('欢迎回来，教练');
    expect(screen.getByText('OnMat 瑜伽')).toBeTruthy();
  });

  it('speaks English with a local message for a wrong number', async () => {
    await openLogin('/onmat/login', 'en');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '123' } });
    press('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid phone number');
    expect(sent).toEqual([]);
  });
});
