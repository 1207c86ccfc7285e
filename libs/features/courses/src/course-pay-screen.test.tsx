import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { COURSE_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { coursesHandlers, paths } from './testing/handlers';
import CoursePayScreen from './course-pay-screen';

const server = startServer(...coursesHandlers);
const open = (locale?: 'zh' | 'en', query = 'courseId=101&classId=1011') =>
  renderScreen(<CoursePayScreen />, {
    path: `/onmat/course_pay?${query}`,
    signedIn: true,
    locale,
  });
const total = () => screen.getByText('实付').nextElementSibling!.textContent;

describe('course pay', () => {
  it('shows the breakdown with the VIP discount and the best coupon preselected', async () => {
    await open();
    expect(await screen.findByText('流瑜伽进阶小班课')).toBeTruthy();
    expect(screen.getByText('¥199.00')).toBeTruthy();
    expect(screen.getByText('−¥40.00')).toBeTruthy();
    expect(screen.getByText(/−¥20\.00/)).toBeTruthy();
    expect(total()).toBe('¥139.00');
  });

  it('needs the agreement, remembers it, and pays through the cashier', async () => {
    let sent: unknown;
    server.use(
      http.post(
        paths.order,
        async ({ request }) => (
          (sent = await request.json()),
          okJson({ orderNo: 'OM20261201123456', amount: 13900 })
        ),
      ),
    );
    const { user, where } = await open();
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(screen.getByRole('alert').textContent).toContain('请先阅读并同意');
    await user.click(screen.getByRole('checkbox'));
    expect(localStorage.getItem('onmat_course_pay_agreement')).toBe('1');
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=OM20261201123456'));
    expect(sent).toEqual({ subApp: 'onmat', courseId: 101, classId: 1011, couponId: 1 });
  });

  it('spends points: the total shown drops by what they take off, and the order asks for them', async () => {
    localStorage.setItem('onmat_course_pay_agreement', '1');
    let sent: unknown;
    server.use(
      http.post(
        paths.order,
        async ({ request }) => (
          (sent = await request.json()),
          okJson({ orderNo: 'OM20261201123456', amount: 13400 })
        ),
      ),
    );
    const { user, where } = await open();
    expect(await screen.findByText('共 599 积分，本单可用 500 积分')).toBeTruthy();
    expect(total()).toBe('¥139.00');
    await user.click(screen.getByRole('switch', { name: '使用积分抵扣' }));
    expect(total()).toBe('¥134.00');
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=OM20261201123456'));
    expect(sent).toEqual({ subApp: 'onmat', courseId: 101, classId: 1011, couponId: 1, points: 500 });
  });

  it('keeps the agreement ticked on the next visit', async () => {
    localStorage.setItem('onmat_course_pay_agreement', '1');
    await open();
    expect(((await screen.findByRole('checkbox')) as HTMLInputElement).checked).toBe(true);
  });

  it('lists usable and unusable coupons with reasons, and can pay without one', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    expect(within(sheet).getByText('已过期')).toBeTruthy();
    expect(within(sheet).getByText('未达到使用门槛（满 ¥300.00 可用）')).toBeTruthy();
    expect((within(sheet).getByRole('button', { name: /限时立减券/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(sheet).getByRole('button', { name: '不使用优惠券' }));
    await waitFor(() => expect(total()).toBe('¥159.00'));
  });

  it('works with no coupons at all', async () => {
    server.use(http.get(paths.usable, () => okJson({ coupons: [], bestCouponId: null })));
    await open('en');
    expect(await screen.findByText('No coupons')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Coupon/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('To pay').nextElementSibling!.textContent).toBe('¥159.00');
  });

  it('explains a class that sold out between the detail page and Pay, with a way back', async () => {
    localStorage.setItem('onmat_course_pay_agreement', '1');
    server.use(
      http.post(paths.order, () => failJson(COURSE_CODES.classFull, '该上课时间已约满，请选择其他时间')),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(await screen.findByText('该上课时间已约满')).toBeTruthy();
    expect(screen.getByRole('link', { name: '选择其他时间' }).getAttribute('href')).toBe(
      '/onmat/course_detail?courseId=101',
    );
  });

  it('explains a class already full when the screen opens', async () => {
    server.use(http.get(paths.preview, () => failJson(COURSE_CODES.classFull, 'x')));
    await open();
    expect(await screen.findByText('刚刚有同学订走了最后的名额，请选择其他上课时间')).toBeTruthy();
  });

  it('shows not-found without a request or a retry for a malformed id or an unknown course', async () => {
    let asked = 0;
    server.use(http.get(paths.preview, () => (asked++, failJson(COURSE_CODES.courseNotFound, '课程不存在'))));
    const first = await open('zh', 'courseId=101&classId=x');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open();
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('hands a 403 during Pay to the login flow and stays put', async () => {
    localStorage.setItem('onmat_course_pay_agreement', '1');
    server.use(http.post(paths.order, () => failJson(403, '未登录或登录失效', 403)));
    const { user, effects, where } = await open();
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
    expect(screen.queryByTestId('location')).toBeNull();
    expect(where).toBeTruthy();
  });
});
