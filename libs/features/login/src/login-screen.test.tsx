import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, open as openCompact, renderScreen, seal, startServer } from '@yoga/testing';
import LoginScreen from './login-screen';
import { searchAreas } from './area-codes';

const sent: unknown[] = [];
startServer(
  http.post(`${API}/auth/sms-code`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ state: 1, code: 200, msg: '', data: { resendAfter: 60 } });
  }),
  http.post(`${API}/auth/login`, async ({ request }) => {
    expect(request.headers.get('compact')).toBe('true');
    // No token yet, so the IV is the key's first 16 bytes (libs/api/COMPACT.md).
    const body = openCompact<{ code: string; subApp: string }>(((await request.json()) as { compact: string }).compact);
    if (body.code !== '246810') return HttpResponse.json(seal({ state: 0, code: 400, msg: '验证码错误', data: null }));
    return HttpResponse.json(seal({ state: 1, code: 200, msg: '', data: { token: `tok-${body.subApp}-0123456789`, user: { id: 1, name: '学员', phone: '13800138000', areaCode: '86' } } }));
  }),
);
afterEach(() => void (sent.length = 0));

const open = (path: string) => renderScreen(<LoginScreen />, { path, route: path.split('?')[0] });

const phone = () => screen.getByRole('textbox', { name: '手机号' });
const code = () => screen.getByRole('textbox', { name: '验证码' });

describe('login screen', () => {
  it('asks for the phone number, then the code, before calling anything', async () => {
    await open('/onmat/login');
    act(() => screen.getByText('获取验证码').click());
    expect(screen.getByRole('alert').textContent).toBe('请输入手机号');
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    act(() => screen.getByText('快捷登录').click());
    expect(screen.getByRole('alert').textContent).toBe('请输入验证码');
    expect(sent).toEqual([]);
  });

  it('sends a code for this sub-app and counts down in seconds', async () => {
    await open('/phala/teacher/login');
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    act(() => screen.getByText('获取验证码').click());
    expect(await screen.findByText('60秒后重发')).toBeTruthy();
    expect(sent).toEqual([{ subApp: 'phala-teacher', areaCode: '86', phone: '13800138000' }]);
  });

  it('keeps what was typed when the code is wrong', async () => {
    const { toasts } = await open('/onmat/login');
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.change(code(), { target: { value: '000000' } });
    act(() => screen.getByText('快捷登录').click());
    await waitFor(() => expect(toasts).toContain('验证码错误'));
    expect((phone() as HTMLInputElement).value).toBe('13800138000');
    expect((code() as HTMLInputElement).value).toBe('000000');
    expect(localStorage.getItem('onmat_token')).toBeNull();
  });

  it('stores the token under this sub-app only and returns to a safe redirect', async () => {
    await open('/onmat/teacher/login?redirect=%2Fonmat%2Fteacher%2Fchange_class%3Fid%3D3');
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.change(code(), { target: { value: '246810' } });
    act(() => screen.getByText('快捷登录').click());
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/teacher/change_class?id=3');
    expect(localStorage.getItem('onmat_teacher_token')).toBe('tok-onmat-teacher-0123456789');
    expect(localStorage.getItem('onmat_token')).toBeNull();
  });

  it('never leaves the product for a hostile redirect', async () => {
    await open('/onmat/login?redirect=%2F%2Fevil.example');
    fireEvent.change(phone(), { target: { value: '13800138000' } });
    fireEvent.change(code(), { target: { value: '246810' } });
    act(() => screen.getByText('快捷登录').click());
    expect((await screen.findByTestId('location')).textContent).toBe('/onmat/store');
  });

  it('remembers the phone number across a reload', async () => {
    const first = await open('/slim/login');
    fireEvent.change(phone(), { target: { value: '13900001111' } });
    first.unmount();
    await open('/slim/login');
    expect((phone() as HTMLInputElement).value).toBe('13900001111');
  });
});

describe('area codes', () => {
  it('searches by Chinese and English name, by ISO code and by calling code', () => {
    expect(searchAreas('日本').map((a) => a.iso)).toEqual(['JP']);
    expect(searchAreas('japan').map((a) => a.iso)).toEqual(['JP']);
    expect(searchAreas('+852').map((a) => a.iso)).toContain('HK');
    expect(searchAreas('sg').map((a) => a.iso)).toContain('SG');
    expect(searchAreas('zzzz')).toEqual([]);
    expect(searchAreas('').length).toBeGreaterThan(200);
  });
});
