import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { VIP_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { depositOrderUrl, offer, offerUrl, vipHandlers } from './testing/handlers';
import { pendingOrder } from './testing/fixtures';
import DingPayScreen from './ding-pay-screen';

const server = startServer(...vipHandlers);
const open = (path: string, locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<DingPayScreen />, { path, signedIn, title: '定金支付', locale });

describe('ding_pay', () => {
  it('says what the deposit is for, the balance and when it is due', async () => {
    let asked = '';
    server.use(http.get(offerUrl, ({ request }) => ((asked = new URL(request.url).search), okJson(offer))));
    await open('/onmat/ding_pay?courseId=1');
    expect((await screen.findByTestId('deposit-target')).textContent).toContain('课程200小时瑜伽教练培训');
    const rows = screen.getByTestId('deposit-rows').textContent!;
    expect(rows).toContain('定金（本次支付）¥1,000.00');
    expect(rows).toContain('尾款¥11,800.00');
    expect(rows).toMatch(/尾款支付截止2026年12月24日 \d\d:\d\d/);
    expect(asked).toBe('?subApp=onmat&courseId=1');
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/onmat/agreement');
  });

  it('pays the deposit through the cashier after the agreement', async () => {
    let body: unknown;
    server.use(
      http.post(
        depositOrderUrl,
        async ({ request }) => (
          (body = await request.json()),
          okJson({ ...pendingOrder('deposit', 100), orderNo: 'OM20261201000012' })
        ),
      ),
    );
    const { user, where } = await open('/onmat/ding_pay?eventId=1');
    await user.click(await screen.findByTestId('buy'));
    expect(await screen.findByText('请先阅读并同意相关协议', {}, { timeout: 4000 })).toBeTruthy();
    await user.click(screen.getByTestId('agree'));
    await user.click(screen.getByTestId('buy'));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=OM20261201000012'));
    expect(body).toEqual({ targetKind: 'event', targetId: 1, agree: true });
  });

  it('says the deposit is paid instead of offering to pay again', async () => {
    server.use(http.get(offerUrl, () => okJson({ ...offer, mine: 'paid' })));
    await open('/onmat/ding_pay?courseId=1');
    expect(await screen.findByTestId('deposit-paid')).toBeTruthy();
    expect(screen.queryByTestId('buy')).toBeNull();
  });

  it('names nothing to pay for without an id or for an unknown one', async () => {
    await open('/onmat/ding_pay');
    expect(screen.getByText('没有找到要支付定金的课程或活动')).toBeTruthy();
    server.use(http.get(offerUrl, () => failJson(VIP_CODES.depositTargetNotFound, 'x')));
    await open('/onmat/ding_pay?courseId=77');
    expect(await screen.findByText('没有找到要支付定金的课程或活动')).toBeTruthy();
  });

  it('shows not-found without a request or a retry for a malformed id or a 404 answer', async () => {
    let asked = 0;
    server.use(http.get(offerUrl, () => (asked++, failJson(404, '', 404))));
    const first = await open('/onmat/ding_pay?courseId=0x1');
    expect(await screen.findByText('没有找到要支付定金的课程或活动')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open('/onmat/ding_pay?eventId=3');
    expect(await screen.findByText('没有找到要支付定金的课程或活动')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('sends a signed-out payer to login first', async () => {
    const { user, where } = await open('/phala/ding_pay?courseId=1&agree=1', 'zh', false);
    await user.click(await screen.findByTestId('buy'));
    expect(where()).toBe(`/phala/login?redirect=${encodeURIComponent('/phala/ding_pay?courseId=1&agree=1')}`);
  });

  it('speaks English', async () => {
    await open('/onmat/ding_pay?courseId=1', 'en');
    expect((await screen.findByTestId('deposit-rows')).textContent).toContain('Balance due by');
  });
});
