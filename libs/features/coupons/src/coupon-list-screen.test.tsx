import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { couponsHandlers, myCoupon } from '@yoga/data-access-coupons/testing';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import CouponListScreen from './coupon-list-screen';

const server = startServer(...couponsHandlers());
const open = (query = '', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<CouponListScreen />, {
    path: `/onmat/coupon_list${query}`,
    route: '/onmat/coupon_list',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(() => localStorage.clear());

describe('coupon_list', () => {
  it('lists unused coupons with their rules and a typed link to use them, in zh and en', async () => {
    server.use(
      http.get(`${API}/coupons/mine`, () =>
        pagedJson([myCoupon(), myCoupon({ id: 12, scope: 'store', courseId: null, title: '商城满减券' })]),
      ),
    );
    const { unmount } = await open();
    const rows = await screen.findAllByTestId('my-coupon');
    expect(rows[0]!.textContent).toContain('满 ¥100.00 可用');
    const links = screen.getAllByRole('link', { name: '去使用' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/onmat/course_detail?courseId=101',
      '/onmat/store',
    ]);
    unmount();
    await open('', { locale: 'en' });
    expect((await screen.findAllByTestId('my-coupon'))[0]!.textContent).toContain('For classes');
    expect(screen.getByRole('tab', { name: 'Unused' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switches tabs through the URL and asks for that state', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/coupons/mine`, ({ request }) => {
        const state = new URL(request.url).searchParams.get('state')!;
        asked.push(state);
        return pagedJson(state === 'used' ? [myCoupon({ state: 'used' })] : []);
      }),
    );
    await open();
    expect(await screen.findByText('暂无可用优惠券')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已使用' }));
    const row = await screen.findByTestId('my-coupon');
    expect(row.textContent).toContain('已使用');
    expect(screen.queryByRole('link', { name: '去使用' })).toBeNull();
    expect(screen.getByRole('tab', { name: '已使用' }).getAttribute('aria-selected')).toBe('true');
    expect(asked).toEqual(['unused', 'used']);
  });

  it('shows the expired tab empty, and an error with retry', async () => {
    const { unmount } = await open('?tab=expired');
    expect(await screen.findByText('暂无过期的优惠券')).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/coupons/mine`, () => failJson(500, 'boom', 500)));
    await open();
    expect(await screen.findByText('优惠券加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('signed out: a sign-in prompt, no request', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/coupons/mine`, () => {
        asked = true;
        return pagedJson([]);
      }),
    );
    await open('', { signedIn: false });
    fireEvent.click(await screen.findByRole('link', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/onmat/login'));
    expect(asked).toBe(false);
  });
});
