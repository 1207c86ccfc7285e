import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { couponsHandlers, myCoupon } from '@yoga/data-access-coupons/testing';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import StudentCouponsScreen from './student-coupons-screen';

const server = startServer(...couponsHandlers());
const open = (query = '', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<StudentCouponsScreen />, {
    path: `/suman/coupon/student${query}`,
    route: '/suman/coupon/student',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => localStorage.clear());

describe('suman coupon/student', () => {
  it('lists unused coupons with their rules, usable at checkout (no course pages on suman), in zh and en', async () => {
    let subApp = '';
    server.use(
      http.get(`${API}/coupons/mine`, ({ request }) => {
        subApp = new URL(request.url).searchParams.get('subApp') ?? '';
        return pagedJson([myCoupon({ courseId: null })]);
      }),
    );
    const { unmount } = await open();
    const row = await screen.findByTestId('my-coupon');
    expect(subApp).toBe('suman');
    expect(row.textContent).toContain('满 ¥100.00 可用');
    expect(row.textContent).toContain('有效期至');
    expect(row.textContent).toContain('结算时可用');
    expect(screen.queryByRole('link', { name: '去使用' })).toBeNull();
    expect(screen.getByRole('link', { name: '新学员见面礼，去领取' }).getAttribute('href')).toBe(
      '/suman/coupon/new-user',
    );
    unmount();
    await open('', { locale: 'en' });
    expect((await screen.findByTestId('my-coupon')).textContent).toContain('For classes');
    expect(screen.getByRole('tab', { name: 'Unused' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switches tabs through the URL: used and expired, with their empty states', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/coupons/mine`, ({ request }) => {
        const state = new URL(request.url).searchParams.get('state')!;
        asked.push(state);
        return pagedJson(state === 'expired' ? [myCoupon({ state: 'expired' })] : []);
      }),
    );
    await open();
    expect(await screen.findByText('暂无可用优惠券')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已使用' }));
    expect(await screen.findByText('暂无已使用的优惠券')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已过期' }));
    expect((await screen.findByTestId('my-coupon')).textContent).toContain('过期');
    expect(asked).toEqual(['unused', 'used', 'expired']);
  });

  it('shows loading, then an error with retry', async () => {
    server.use(http.get(`${API}/coupons/mine`, () => failJson(500, 'boom', 500)));
    await open('?tab=used');
    expect(screen.getByRole('tab', { name: '已使用' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('优惠券加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('signed out: a sign-in prompt that comes back here, no request', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/coupons/mine`, () => {
        asked = true;
        return pagedJson([]);
      }),
    );
    const { where } = await open('', { signedIn: false });
    fireEvent.click(await screen.findByRole('link', { name: '登录' }));
    await waitFor(() => expect(where()).toContain('/suman/login'));
    expect(where()).toContain(encodeURIComponent('/suman/coupon/student'));
    expect(asked).toBe(false);
  });
});
