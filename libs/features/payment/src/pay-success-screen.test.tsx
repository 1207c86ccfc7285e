import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { subApps } from '@yoga/platform';
import { paymentHandlers, pendingOrder, resetFake } from './testing/handlers';
import PaySuccessScreen from './pay-success-screen';

const server = startServer(...paymentHandlers);
/** The nav bar's heading: what the screen shows as its title, the order's outcome. */
const navHeading = () => screen.getByRole('heading', { level: 1 }).textContent;
const NO = 'OM20261201123456';
const paid = (over = {}) => pendingOrder({ state: 'paid', paidAt: '2026-12-01T02:03:00.000Z', ...over });
const open = (path: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PaySuccessScreen />, { path, signedIn: true, title: '支付成功', locale });
const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

beforeEach(() => resetFake(paid()));

describe('pay_success', () => {
  it('shows what was paid and the next steps of onmat', async () => {
    await open(`/onmat/pay_success?orderNo=${NO}`);
    expect(screen.getByRole('status')).toBeTruthy();
    const summary = (await screen.findByTestId('order-summary')).textContent!;
    expect(screen.getByRole('heading', { level: 2, name: '支付成功' })).toBeTruthy();
    expect(summary).toContain('肩颈放松理疗课');
    expect(summary).toContain('¥39.00');
    expect(summary).toContain(NO);
    expect(summary).toContain('支付时间2026年12月1日 10:03');
    expect(hrefs()).toEqual([
      '/onmat/teacher_wechat_qr',
      `/onmat/order_detail?orderNo=${NO}`,
      '/onmat/download',
      '/onmat/store',
    ]);
  });

  it('copies the order number', async () => {
    // user-event puts its own clipboard in place; the copy lands there.
    const { user } = await open(`/onmat/pay_success?orderNo=${NO}`);
    await user.click(await screen.findByRole('button', { name: '复制' }));
    expect(await navigator.clipboard.readText()).toBe(NO);
    expect(await screen.findByText('订单号已复制', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('leads phala to the card it bought (phala has no order pages)', async () => {
    resetFake(paid({ subApp: 'phala', kind: 'vip', title: '月卡会员' }));
    await open(`/phala/pay_success?orderNo=${NO}`);
    await screen.findByTestId('order-summary');
    expect(hrefs()).toEqual(['/phala/my_vip', '/phala/download', '/phala/store']);
  });

  it('leads a new member of onmat to the membership first, then the order', async () => {
    resetFake(paid({ kind: 'vip', title: '月卡会员', classTime: null }));
    await open(`/onmat/pay_success?orderNo=${NO}`);
    await screen.findByTestId('order-summary');
    expect(screen.getByRole('link', { name: '查看我的会员' }).getAttribute('href')).toBe('/onmat/my_vip');
    expect(hrefs()).toEqual([
      '/onmat/my_vip',
      `/onmat/order_detail?orderNo=${NO}`,
      '/onmat/download',
      '/onmat/store',
    ]);
  });

  it('is yoga bay’s apply_course_success', async () => {
    resetFake(paid({ subApp: 'bay' }));
    await open(`/bay/apply_course_success?orderNo=${NO}`);
    expect(await screen.findByRole('heading', { level: 2, name: '报名成功' })).toBeTruthy();
    expect(navHeading()).toBe('报名成功');
    expect(hrefs()).toEqual(['/bay/download', subApps.find((x) => x.id === 'bay')!.home]);
  });

  it('sends an unpaid order back to the cashier, and says when an order does not exist', async () => {
    resetFake(pendingOrder());
    const first = await open(`/onmat/pay_success?orderNo=${NO}`);
    expect((await screen.findByRole('link', { name: '去支付' })).getAttribute('href')).toBe(
      `/onmat/app/pay_info?orderNo=${NO}`,
    );
    // Above an unpaid order the heading says so, never 支付成功 (the route's title).
    expect(navHeading()).toBe('订单尚未支付');
    first.unmount();
    await open('/onmat/pay_success?orderNo=OM20260101000000');
    expect(await screen.findByRole('heading', { level: 2, name: '订单不存在' })).toBeTruthy();
    expect(navHeading()).toBe('订单不存在');
  });

  it('never shows success for a malformed number or someone else’s paid order: not-found, no retry', async () => {
    let asked = 0;
    server.use(http.get(`${API}/orders/:no`, () => (asked++, failJson(404, '订单不存在'))));
    const first = await open('/onmat/pay_success?orderNo=../1');
    expect(await screen.findByRole('heading', { level: 2, name: '订单不存在' })).toBeTruthy();
    expect(navHeading()).toBe('订单不存在');
    expect(asked).toBe(0);
    first.unmount();
    await open(`/onmat/pay_success?orderNo=${NO}`);
    expect(await screen.findByRole('heading', { level: 2, name: '订单不存在' })).toBeTruthy();
    expect(navHeading()).toBe('订单不存在');
    expect(screen.queryByRole('heading', { level: 2, name: '支付成功' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the service fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/orders/:orderNo`, () => (++calls <= 2 ? failJson(500, '服务繁忙') : okJson(paid()))),
    );
    const { user } = await open(`/onmat/pay_success?orderNo=${NO}`);
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByTestId('order-summary')).toBeTruthy();
  });

  it('speaks English', async () => {
    await open(`/onmat/pay_success?orderNo=${NO}`, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' })).toBeTruthy();
  });
});
