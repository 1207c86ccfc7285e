import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { VIP_CODES } from '@yoga/contract/codes';
import { answerDialog, failJson, renderScreen, startServer } from '@yoga/testing';
import { depositOrderUrl, vipHandlers } from './testing/handlers';
import DingPayScreen from './ding-pay-screen';

const server = startServer(...vipHandlers);
const PENDING = 'OM20261201000099';
let orders = 0;
// The server's refusal while a deposit order for the offer is unpaid: it names that order.
const refuseSecond = () =>
  http.post(depositOrderUrl, () => {
    orders++;
    return HttpResponse.json({
      state: 0,
      code: VIP_CODES.depositPending,
      msg: '你有一笔待支付的定金订单，请在“我的订单”中完成支付',
      data: { orderNo: PENDING, amount: 100000 },
    });
  });
const open = (locale: 'zh' | 'en' = 'zh') => {
  orders = 0;
  server.use(refuseSecond());
  return renderScreen(<DingPayScreen />, {
    path: '/onmat/ding_pay?courseId=1&agree=1',
    signedIn: true,
    locale,
  });
};

describe('ding_pay with an unpaid deposit order', () => {
  it('offers the unpaid order with its amount and opens its cashier', async () => {
    const { user, where, toasts } = await open();
    await user.click(await screen.findByTestId('buy'));
    const asked = await answerDialog(user, '去支付');
    expect(asked).toContain('你有一笔待支付订单');
    expect(asked).toContain('¥1,000.00');
    await waitFor(() => expect(where()).toBe(`/onmat/app/pay_info?orderNo=${PENDING}`));
    expect(orders).toBe(1);
    // The dialog says it; the refusal's message is not toasted over it.
    expect(toasts).toEqual([]);
  });

  it('lets the user keep browsing on the page', async () => {
    const { user } = await open();
    await user.click(await screen.findByTestId('buy'));
    await answerDialog(user, '再看看');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByTestId('buy')).toBeTruthy();
    expect(orders).toBe(1);
  });

  it('offers it in English too', async () => {
    const { user, where } = await open('en');
    await user.click(await screen.findByTestId('buy'));
    // 去支付 is the spec's "To pay"; the new title and message reach the shared test catalog when
    // the integrator applies tmp/i18n (the feature's own en.po already has them).
    const asked = await answerDialog(user, 'To pay');
    expect(asked).toContain('¥1,000.00');
    await waitFor(() => expect(where()).toBe(`/onmat/app/pay_info?orderNo=${PENDING}`));
  });

  it('still words other refusals', async () => {
    server.use(http.post(depositOrderUrl, () => failJson(VIP_CODES.depositAlreadyPaid, '定金已支付')));
    const { user } = await renderScreen(<DingPayScreen />, {
      path: '/onmat/ding_pay?courseId=1&agree=1',
      signedIn: true,
    });
    await user.click(await screen.findByTestId('buy'));
    expect(await screen.findByText('定金已支付', {}, { timeout: 4000 })).toBeTruthy();
  });
});
