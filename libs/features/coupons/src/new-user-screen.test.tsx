import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { COUPON_CODES } from '@yoga/contract/codes';
import { couponsHandlers, newUserGift, receivedGift } from '@yoga/data-access-coupons/testing';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import NewUserScreen, { newUserShareEffects } from './new-user-screen';

const server = startServer(...couponsHandlers());
const open = (o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<NewUserScreen />, {
    path: '/suman/coupon/new-user',
    route: '/suman/coupon/new-user',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('suman coupon/new-user', () => {
  it('shows the pack with rules, validity and stock, and claims it all at once, in zh', async () => {
    let claims = 0;
    const claimed = () => newUserGift({ eligibility: 'claimed', received: receivedGift() });
    server.use(
      http.get(`${API}/coupons/new-user`, () => okJson(claims > 0 ? claimed() : newUserGift())),
      http.post(`${API}/coupons/new-user/claim`, () => {
        claims++;
        return okJson(claimed());
      }),
    );
    await open();
    const coupons = await screen.findAllByTestId('gift-coupon');
    expect(coupons).toHaveLength(2);
    expect(coupons[0]!.textContent).toContain('新人无门槛立减30元');
    expect(coupons[0]!.textContent).toContain('无门槛');
    expect(coupons[0]!.textContent).toContain('领取后 30 天内有效');
    expect(coupons[0]!.textContent).toContain('剩余 872 张');
    expect(coupons[1]!.textContent).toContain('满 ¥300.00 可用');
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('领取成功，2 张券已放入我的优惠券')).toBeTruthy();
    expect(await screen.findByText('已领取 2 张优惠券')).toBeTruthy();
    const received = screen.getAllByTestId('received-coupon');
    expect(received).toHaveLength(2);
    expect(received[0]!.textContent).toContain('有效期至');
    expect(received[0]!.textContent).toContain('课程可用');
    expect(claims).toBe(1);
    expect(screen.getByRole('link', { name: '去查看' }).getAttribute('href')).toBe('/suman/coupon/student');
  });

  it('claimed: lists what was received with rules and expiry, in en', async () => {
    server.use(
      http.get(`${API}/coupons/new-user`, () =>
        okJson(
          newUserGift({
            title: 'New student welcome gift',
            eligibility: 'claimed',
            received: receivedGift(),
          }),
        ),
      ),
    );
    await open({ locale: 'en' });
    expect(await screen.findByText('2 coupons received')).toBeTruthy();
    const received = screen.getAllByTestId('received-coupon');
    expect(received[0]!.textContent).toContain('Valid until');
    expect(received[0]!.textContent).toContain('For classes');
    expect(screen.queryByRole('button', { name: 'Claim all' })).toBeNull();
  });

  it('an existing student sees that the gift is for new students, the claim off', async () => {
    server.use(http.get(`${API}/coupons/new-user`, () => okJson(newUserGift({ eligibility: 'not-new' }))));
    await open();
    expect(await screen.findByText('礼包仅限新学员')).toBeTruthy();
    expect((screen.getByRole('button', { name: '仅限新学员' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refusal from the server is worded by its code', async () => {
    server.use(http.post(`${API}/coupons/new-user/claim`, () => failJson(COUPON_CODES.notNewUser)));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('新人礼包仅限新学员领取')).toBeTruthy();
  });

  it('signed out: the pack and a sign-in that comes back here', async () => {
    server.use(http.get(`${API}/coupons/new-user`, () => okJson(newUserGift({ eligibility: 'signed-out' }))));
    const { where } = await open({ signedIn: false });
    expect(await screen.findByText('登录后领取')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录领取' }));
    await waitFor(() => expect(where()).toContain('/suman/login'));
    expect(where()).toContain(encodeURIComponent('/suman/coupon/new-user'));
  });

  it('outside the chat browser, share copies the page link from the wx-share call', async () => {
    const copied: string[] = [];
    vi.spyOn(newUserShareEffects, 'host').mockReturnValue('browser');
    vi.spyOn(newUserShareEffects, 'copy').mockImplementation(async (t) => {
      copied.push(t);
      return true;
    });
    let asked = '';
    server.use(
      http.get(`${API}/app/activity/new-user/wx-share/1`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('url') ?? '';
        return okJson({
          shareTitle: 't',
          shareDesc: 'd',
          shareImgUrl: '/i.png',
          shareUrl: `${location.origin}/suman/coupon/new-user`,
        });
      }),
    );
    await open();
    await screen.findAllByTestId('gift-coupon');
    await waitFor(() => expect(asked).toBe(`${location.origin}/suman/coupon/new-user`));
    fireEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    expect(await screen.findByText('链接已复制，发给好友一起领')).toBeTruthy();
    expect(copied).toEqual([`${location.origin}/suman/coupon/new-user`]);
  });

  it('in the chat browser the card is set from the wx-share reply and share points at the menu', async () => {
    const shareScreen = vi.fn(async (_card: { title: string; link?: string }, _image: string) => true);
    vi.spyOn(newUserShareEffects, 'host').mockReturnValue('chat-browser');
    vi.spyOn(newUserShareEffects, 'sdk').mockResolvedValue({ shareScreen } as never);
    await open();
    await waitFor(() => expect(shareScreen).toHaveBeenCalled());
    expect(shareScreen.mock.calls[0]![0]).toMatchObject({
      title: '新学员见面礼：新学员专享 2 张优惠券',
      link: `${location.origin}/suman/coupon/new-user`,
    });
    fireEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    expect(await screen.findByText('点击右上角 ··· 分享给好友')).toBeTruthy();
  });

  it('shows not found when there is no gift, and an error with retry', async () => {
    server.use(http.get(`${API}/coupons/new-user`, () => failJson(COUPON_CODES.activityNotFound)));
    const { unmount } = await open();
    expect(await screen.findByText('活动不存在')).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/coupons/new-user`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('礼包加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
