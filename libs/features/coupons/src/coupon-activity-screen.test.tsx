import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { COUPON_CODES } from '@yoga/contract/codes';
import { couponActivity, couponsHandlers, myCoupon } from '@yoga/data-access-coupons/testing';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import CouponActivityScreen from './coupon-activity-screen';

const server = startServer(...couponsHandlers());
const open = (id = '1', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<CouponActivityScreen />, {
    path: `/onmat/coupon_activity/${id}`,
    route: '/onmat/coupon_activity/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => localStorage.clear());

describe('coupon_activity', () => {
  it('shows the coupons with value, rules and stock left, in zh and en', async () => {
    const { unmount } = await open();
    const coupon = await screen.findByTestId('activity-coupon');
    expect(coupon.textContent).toContain('课程立减20元');
    expect(coupon.textContent).toContain('¥20');
    expect(coupon.textContent).toContain('课程可用');
    expect(coupon.textContent).toContain('剩余 163 张');
    expect(coupon.textContent).toContain('领取后 30 天内有效');
    unmount();
    await open('1', { locale: 'en' });
    const en = await screen.findByTestId('activity-coupon');
    expect(en.textContent).toContain('163 left');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('claims and then offers to use it on its course', async () => {
    let claimed = false;
    server.use(
      http.get(`${API}/coupons/activities/:id`, () =>
        okJson(
          couponActivity({
            coupons: [{ ...couponActivity().coupons[0]!, claimed, left: claimed ? 162 : 163 }],
          }),
        ),
      ),
      http.post(`${API}/coupons/activities/:id/claim`, () => {
        claimed = true;
        return okJson(myCoupon());
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: '领取' }));
    const use = await screen.findByRole('link', { name: '去使用' });
    expect(use.getAttribute('href')).toBe('/onmat/course_detail?courseId=101');
    expect(screen.getByTestId('activity-coupon').textContent).toContain('剩余 162 张');
  });

  it('signed out, claiming asks to sign in first', async () => {
    await open('1', { signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: '领取' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/onmat/login'));
  });

  it('says sold out: the last coupon went to someone else', async () => {
    server.use(http.post(`${API}/coupons/activities/:id/claim`, () => failJson(COUPON_CODES.soldOut)));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: '领取' }));
    expect(await screen.findByText('手慢了，这张券已被领完')).toBeTruthy();
  });

  it('shows the sold-out, not-started and ended states with the claim button off', async () => {
    const base = couponActivity().coupons[0]!;
    for (const [state, text, left] of [
      ['sold-out', '优惠券已被领完', 0],
      ['not-started', '活动未开始', 200],
      ['ended', '活动已结束', 100],
    ] as const) {
      server.use(
        http.get(`${API}/coupons/activities/:id`, () =>
          okJson(couponActivity({ state, coupons: [{ ...base, left }] })),
        ),
      );
      const { unmount } = await open();
      const page = await screen.findByTestId('coupon-activity');
      expect(page.textContent).toContain(text);
      const button = screen.getByRole('button', {
        name: left === 0 ? '已抢光' : '领取',
      }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      unmount();
    }
  });

  it('shows loading, then not found for an unknown id, and none at all for a malformed one', async () => {
    server.use(http.get(`${API}/coupons/activities/:id`, () => failJson(COUPON_CODES.activityNotFound)));
    const { unmount } = await open('77');
    expect(await screen.findByText('活动不存在')).toBeTruthy();
    unmount();
    let asked = false;
    server.use(
      http.get(`${API}/coupons/activities/:id`, () => {
        asked = true;
        return okJson(couponActivity());
      }),
    );
    await open('abc');
    expect(await screen.findByText('活动不存在')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('offers a retry when the activity fails to load', async () => {
    server.use(http.get(`${API}/coupons/activities/:id`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('活动加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
