import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { inviteUrl, vipHandlers, vipOrderUrl } from './testing/handlers';
import { pendingOrder } from './testing/fixtures';
import VipShareScreen from './vip-share-screen';

const server = startServer(...vipHandlers);
const open = (path: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<VipShareScreen />, {
    path,
    route: '/onmat/vip_share/:teacherId',
    signedIn: true,
    title: '会员分享',
    locale,
  });

describe('vip_share', () => {
  it('shows the coach and the invited price of each plan', async () => {
    await open('/onmat/vip_share/101');
    const coach = (await screen.findByTestId('coach')).textContent!;
    expect(coach).toContain('林');
    expect(coach).toContain('资深瑜伽导师 · 从业 8 年');
    expect(coach).toContain('专享立减 10%');
    expect(screen.getByTestId('plan-month').textContent).toContain('¥61.20');
  });

  it('buys through the same flow with the coach on the order', async () => {
    let body: unknown;
    server.use(
      http.post(
        vipOrderUrl,
        async ({ request }) => (
          (body = await request.json()),
          okJson({ ...pendingOrder('vip', 100), orderNo: 'OM20261201000010' })
        ),
      ),
    );
    const { user, where } = await open('/onmat/vip_share/101?plan=week&agree=1');
    await user.click(await screen.findByTestId('buy'));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=OM20261201000010'));
    expect(body).toEqual({ planId: 1, teacherId: 101, agree: true });
  });

  it('says the invitation is gone for an unknown coach, without a toast or retry, and offers the plans', async () => {
    const { toasts } = await open('/onmat/vip_share/999');
    expect(await screen.findByText('邀请已失效')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看会员套餐' }).getAttribute('href')).toBe('/onmat/vip_pay');
    expect(toasts).toEqual([]);
  });

  it('treats a link without a number as no invitation', async () => {
    await open('/onmat/vip_share/abc');
    expect(await screen.findByText('邀请已失效')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(inviteUrl, () => failJson(500, '服务繁忙')));
    await open('/onmat/vip_share/101');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('/onmat/vip_share/101', 'en');
    expect((await screen.findByTestId('coach')).textContent).toContain('8 years teaching');
  });

  it('asks nothing for a malformed id, and treats a 404 as the invitation gone, without a retry', async () => {
    let asked = 0;
    server.use(http.get(inviteUrl, () => (asked++, failJson(404, '', 404))));
    const first = await open('/onmat/vip_share/x');
    expect(await screen.findByText('邀请已失效')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open('/onmat/vip_share/12');
    expect(await screen.findByText('邀请已失效')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
