import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { COUPON_CODES } from '@yoga/contract/codes';
import { couponsHandlers } from '@yoga/data-access-coupons/testing';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import TeacherCouponActivityScreen from './teacher-activity-screen';

const server = startServer(...couponsHandlers());
const open = (id = '1', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<TeacherCouponActivityScreen />, {
    path: `/onmat/teacher/coupon_activity/${id}`,
    route: '/onmat/teacher/coupon_activity/:id',
    signedIn: true,
    locale,
  });

beforeEach(() => localStorage.clear());

describe('teacher coupon_activity', () => {
  it('shows stock, claimed and used, and the student share link, in zh and en', async () => {
    const { unmount } = await open();
    const page = await screen.findByTestId('teacher-coupon-activity');
    expect(page.textContent).toContain('200总数');
    expect(page.textContent).toContain('37已领取');
    expect(page.textContent).toContain('5已使用');
    expect(screen.getByTestId('share-url').textContent).toBe(`${location.origin}/onmat/coupon_activity/1`);
    unmount();
    await open('1', 'en');
    expect((await screen.findByTestId('teacher-coupon-activity')).textContent).toContain('Claimed');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('shows not found and an error with retry', async () => {
    server.use(
      http.get(`${API}/coupons/teacher/activities/:id`, () => failJson(COUPON_CODES.activityNotFound)),
    );
    const { unmount } = await open('9');
    expect(await screen.findByText('活动不存在')).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/coupons/teacher/activities/:id`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('活动加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});
