import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { rememberChosenAddress } from '@yoga/address';
import { API, answerDialog, failJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { drawInvitePoster } from './mat-invite-poster';
import { shareEffects } from './mat-invite-share';
import { matAddress, matFake, matInviteHandlers, matInviteOf } from './testing/mat-invite-handlers';
import MatInviteScreen from './mat-invite-screen';

vi.mock('./mat-invite-poster', () => ({ drawInvitePoster: vi.fn(async () => 'data:image/png;base64,AAAA') }));

const server = startServer(...matInviteHandlers);
const PATH = '/phala/yoga_mat_invite';
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<MatInviteScreen />, { path: PATH, signedIn: true, title: '瑜伽垫邀请', locale });

beforeEach(() => {
  matFake.invite = matInviteOf();
  matFake.claims = [];
  sessionStorage.clear();
  vi.mocked(drawInvitePoster).mockClear();
  vi.restoreAllMocks();
});

describe('yoga_mat_invite', () => {
  it('shows the mat, 3 of 5 with a bar and slots, the time left and the friends who joined', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'TPU 双面防滑瑜伽垫 6mm' })).toBeTruthy();
    expect(screen.getByTestId('mi-count').textContent).toContain('已邀请 3/5');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByTestId('mi-time-left').textContent).toBe('剩余 24 天 5 小时');
    expect(screen.getByText('再邀请 2 位好友注册，即可免费领取')).toBeTruthy();
    const rows = screen.getByTestId('mi-invitees').querySelectorAll('li');
    expect([...rows].map((r) => r.querySelector('span + span')!.textContent)).toEqual([
      '王**',
      '李**',
      '陈**',
    ]);
    expect(screen.getByRole('button', { name: '邀请好友' })).toBeTruthy();
  });

  it('draws the poster only on tap, in a sheet with a save button', async () => {
    const { user } = await open();
    await screen.findByTestId('mi-count');
    expect(drawInvitePoster).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '生成海报' }));
    const img = await screen.findByTestId('invite-poster');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(drawInvitePoster).toHaveBeenCalledWith(
      expect.objectContaining({
        link: `${location.origin}/phala/login?invite=PHDEMO`,
        matTitle: 'TPU 双面防滑瑜伽垫 6mm',
      }),
    );
    expect(screen.getByText('长按保存图片，分享到朋友圈或发给好友')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存图片' })).toHaveProperty('disabled', false);
  });

  it('uses the Web Share sheet when there is one, else copies the link with a toast', async () => {
    const share = vi.spyOn(shareEffects, 'share').mockResolvedValue();
    vi.spyOn(shareEffects, 'canShare').mockReturnValue(true);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '邀请好友' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${location.origin}/phala/login?invite=PHDEMO` }),
      ),
    );
    vi.spyOn(shareEffects, 'canShare').mockReturnValue(false);
    const copy = vi.spyOn(shareEffects, 'copy').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: '邀请好友' }));
    await waitFor(() => expect(copy).toHaveBeenCalledWith(`${location.origin}/phala/login?invite=PHDEMO`));
    expect(await screen.findByText('邀请链接已复制，快发给好友吧')).toBeTruthy();
  });

  it('sends a claimable user to choose an address, then claims to the chosen one', async () => {
    matFake.invite = matInviteOf({ state: 'claimable', invited: 5 });
    const first = await open();
    await first.user.click(await screen.findByRole('button', { name: '领取瑜伽垫' }));
    expect(first.where()).toBe(`/phala/address/list?select=1&back=${encodeURIComponent(PATH)}`);
    first.unmount();
    rememberChosenAddress('phala', matAddress.id);
    const { user } = await open();
    expect(await answerDialog(user, '确认领取')).toContain('文三路 100 号');
    await waitFor(() => expect(matFake.claims).toEqual([{ addressId: 9 }]));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    expect((await screen.findByTestId('mi-order-no')).textContent).toBe('PH20261201000777');
    expect(screen.getByRole('link', { name: '查看订单与物流' }).getAttribute('href')).toBe(
      '/phala/product/record',
    );
  });

  it('goes back to the address list when the confirm is cancelled (换个地址), without claiming', async () => {
    matFake.invite = matInviteOf({ state: 'claimable', invited: 5 });
    rememberChosenAddress('phala', matAddress.id);
    const { user, where } = await open();
    expect(await answerDialog(user, '换个地址')).toContain('张三 13800138000');
    await waitFor(() =>
      expect(where()).toBe(`/phala/address/list?select=1&back=${encodeURIComponent(PATH)}`),
    );
    expect(matFake.claims).toEqual([]);
  });

  it('shows the claimed state with the order', async () => {
    matFake.invite = matInviteOf({ state: 'claimed', invited: 5, orderNo: 'PH20261201000888' });
    await open();
    expect(await screen.findByText('瑜伽垫已领取')).toBeTruthy();
    expect(screen.getByTestId('mi-order-no').textContent).toBe('PH20261201000888');
    expect(screen.queryByRole('button', { name: '邀请好友' })).toBeNull();
  });

  it('says when the activity ended short of the goal, and offers a retry when loading fails', async () => {
    matFake.invite = matInviteOf({ endsAt: new Date(TEST_NOW - 1000).toISOString() });
    const first = await open();
    expect(await screen.findByText('活动已结束，邀请人数未达标')).toBeTruthy();
    first.unmount();
    let calls = 0;
    server.use(
      http.get(`${API}/shop/mat-invite`, () => (++calls <= 2 ? failJson(500, '服务繁忙') : undefined)),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByTestId('mi-count')).toBeTruthy();
  });
});
