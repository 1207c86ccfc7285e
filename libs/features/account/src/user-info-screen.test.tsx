import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { accountHandlers, profileOf, reset, state } from './testing/handlers';
import UserInfoScreen from './user-info-screen';

// The wheel picker (antd-mobile, its own chunk) is the kit's; here it answers as a user would.
const picked = vi.hoisted(() => ({ day: null as Date | null }));
vi.mock('@yoga/ui', async (original) => ({
  ...(await original<typeof import('@yoga/ui')>()),
  pickDate: vi.fn(async () => picked.day),
}));

const server = startServer(...accountHandlers);
const open = (o: { locale?: 'zh' | 'en'; signedIn?: boolean; app?: string } = {}) =>
  renderScreen(<UserInfoScreen />, {
    path: `/${o.app ?? 'onmat'}/service/user_info`,
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => reset());

describe('service/user_info', () => {
  it('shows the profile with the masked phone, in zh and en', async () => {
    state.profile = profileOf({ nickname: '晨练的猫', gender: 'female', birthday: '1990-05-01' });
    const { unmount } = await open();
    expect(await screen.findByDisplayValue('晨练的猫')).toBeTruthy();
    expect(screen.getByTestId('phone').textContent).toBe('138****8000');
    expect(screen.getByTestId('birthday').textContent).toBe('1990年5月1日');
    expect((screen.getByRole('radio', { name: '女' }) as HTMLInputElement).checked).toBe(true);
    unmount();
    await open({ locale: 'en', app: 'phala' });
    expect(await screen.findByDisplayValue('晨练的猫')).toBeTruthy();
    expect(screen.getByTestId('birthday').textContent).toBe('May 1, 1990');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with retry', async () => {
    server.use(http.get(`${API}/account/profile`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('个人资料加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('asks to sign in when signed out, without asking the server', async () => {
    await open({ signedIn: false });
    expect(await screen.findByText('登录后编辑个人资料')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('refuses an invalid nickname on the device and saves nothing', async () => {
    const { user } = await open();
    const input = await screen.findByDisplayValue('学员8000');
    await user.clear(input);
    await user.type(input, 'a b');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称只能包含文字、数字、下划线（_）和连字符（-）')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '猫');
    expect(await screen.findByText('昵称需为 2–16 个字')).toBeTruthy();
    expect(state.saved).toEqual([]);
  });

  it('saves the nickname and gender; a refusal keeps what was typed', async () => {
    server.use(
      http.post(
        `${API}/account/profile`,
        () => failJson(5101, '昵称需为 2–16 个字，只能包含文字、数字、下划线和连字符'),
        { once: true },
      ),
    );
    const { user } = await open();
    const input = await screen.findByDisplayValue('学员8000');
    await user.clear(input);
    await user.type(input, '晨练_Cat');
    await user.click(screen.getByRole('radio', { name: '男' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称需为 2–16 个字，只能包含文字、数字、下划线和连字符')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('晨练_Cat');
    expect((screen.getByRole('radio', { name: '男' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.saved).toHaveLength(1));
    expect(state.saved[0]).toEqual({ nickname: '晨练_Cat', avatarId: null, gender: 'male', birthday: null });
  });

  it('refuses an avatar over 5 MB or of another type before anything is sent', async () => {
    let uploads = 0;
    server.use(http.post(`${API}/uploads`, () => ((uploads += 1), HttpResponse.json({}))));
    await open();
    const input = (await screen.findByTestId('avatar-file')) as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('图片超过 5 MB，请换一张')).toBeTruthy();
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('请选择 JPG、PNG 或 WebP 图片')).toBeTruthy();
    expect(screen.queryByTestId('avatar-cropper')).toBeNull();
    expect(uploads).toBe(0);
  });

  it('opens the cropper for a good picture; cancelling comes back with the form as it was', async () => {
    const { user } = await open();
    const input = await screen.findByDisplayValue('学员8000');
    await user.clear(input);
    await user.type(input, '改过的名字');
    const file = new File([new Uint8Array(100)], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
    expect(await screen.findByTestId('avatar-cropper')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByDisplayValue('改过的名字')).toBeTruthy();
  });

  it('picks a birthday in the lazy date picker and saves it; cancelling the picker changes nothing', async () => {
    const { user } = await open();
    const birthday = await screen.findByTestId('birthday');
    expect(birthday.textContent).toBe('未填写');
    picked.day = null;
    await user.click(birthday);
    expect(birthday.textContent).toBe('未填写');
    picked.day = new Date(1990, 4, 1);
    await user.click(birthday);
    await waitFor(() => expect(birthday.textContent).toBe('1990年5月1日'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.saved[0]?.birthday).toBe('1990-05-01'));
  });
});
