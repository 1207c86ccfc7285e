import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { COURSE_CODES } from '@yoga/contract/codes';
import { answerDialog, renderScreen, startServer } from '@yoga/testing';
import { coursesHandlers, paths } from './testing/handlers';
import CoursePayScreen from './course-pay-screen';

const server = startServer(...coursesHandlers);
const PENDING = 'OM20261201000001';
let orders = 0;
// The server's refusal when an unpaid order for the class exists: it names that order.
const refuseSecond = () =>
  http.post(paths.order, () => {
    orders++;
    return HttpResponse.json({
      state: 0,
      code: COURSE_CODES.orderPending,
      msg: '你有一笔待支付订单，请先完成支付',
      data: { orderNo: PENDING, amount: 17900 },
    });
  });
const open = (locale?: 'zh' | 'en') => {
  localStorage.setItem('onmat_course_pay_agreement', '1');
  orders = 0;
  server.use(refuseSecond());
  return renderScreen(<CoursePayScreen />, {
    path: '/onmat/course_pay?courseId=101&classId=1011',
    signedIn: true,
    locale,
  });
};

describe('course pay with an unpaid order for the class', () => {
  it('offers the unpaid order with its amount and opens its cashier', async () => {
    const { user, where } = await open();
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    const asked = await answerDialog(user, '去支付');
    expect(asked).toContain('你有一笔待支付订单');
    expect(asked).toContain('¥179.00');
    await waitFor(() => expect(where()).toBe(`/onmat/app/pay_info?orderNo=${PENDING}`));
    expect(orders).toBe(1);
  });

  it('lets the user keep browsing: stays on the page and makes no other order', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    await answerDialog(user, '再看看');
    // Still on the pay screen (the test router shows the location only once the screen is left).
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('button', { name: '立即支付' })).toBeTruthy();
    expect(orders).toBe(1);
  });

  it('says the same in English', async () => {
    const { user, where } = await open('en');
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    // 去支付 is the spec's "To pay"; the new title and message reach the shared test catalog when
    // the integrator applies tmp/i18n (the feature's own en.po already has them).
    const asked = await answerDialog(user, 'To pay');
    expect(asked).toContain('¥179.00');
    await waitFor(() => expect(where()).toBe(`/onmat/app/pay_info?orderNo=${PENDING}`));
  });
});
