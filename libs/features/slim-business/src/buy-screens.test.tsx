import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { slimBusinessHandlers } from './testing/handlers';
import CreateNumberScreen from './create-number-screen';
import HandbookOrderScreen from './handbook-order-screen';

const server = startServer(...slimBusinessHandlers);
const PATH = '/slim/business/buy_course/create_number?courseId=1&handbookId=1';
const buy = (signedIn = true) => renderScreen(<CreateNumberScreen />, { path: PATH, signedIn });

beforeEach(() => sessionStorage.clear());

const submitButton = () => screen.getByRole('button', { name: '提交订单' });

describe('how many handbooks, and who buys', () => {
  it('counts the total, refuses a bad buyer in words, and goes to the cashier with the order', async () => {
    const { user } = await buy();
    await user.click(await screen.findByRole('button', { name: '增加' }));
    await user.click(screen.getByRole('button', { name: '增加' }));
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect(screen.getByTestId('total').textContent).toBe('¥117.00');
    await user.click(submitButton());
    expect(await screen.findByText('请填写购买人姓名（2–20 字）')).toBeTruthy();
    await user.type(screen.getByLabelText('购买人姓名'), '张三');
    await user.type(screen.getByLabelText('联系电话'), '139123');
    await user.click(submitButton());
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    await user.type(screen.getByLabelText('联系电话'), '45678');
    await user.click(submitButton());
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/slim/business/pay_info?orderNo=SL20261201000009',
    );
  });

  it('keeps what was typed through a reload', async () => {
    const first = await buy();
    await first.user.click(await screen.findByRole('button', { name: '增加' }));
    await first.user.type(screen.getByLabelText('购买人姓名'), '李四');
    first.unmount();
    await buy();
    expect(((await screen.findByLabelText('购买人姓名')) as HTMLInputElement).value).toBe('李四');
    expect(screen.getByTestId('quantity').textContent).toBe('2');
  });

  it('sends a signed-out buyer to the login, the draft kept', async () => {
    const { user } = await buy(false);
    await user.type(await screen.findByLabelText('购买人姓名'), '王五');
    await user.type(screen.getByLabelText('联系电话'), '13912345678');
    await user.click(submitButton());
    expect((await screen.findByTestId('location')).textContent).toMatch(/^\/slim\/login\?redirect=/);
    expect(sessionStorage.getItem('slim_business_buy_draft')).toContain('王五');
  });

  it('shows not-found for an edition the course does not have', async () => {
    await renderScreen(<CreateNumberScreen />, {
      path: '/slim/business/buy_course/create_number?courseId=1&handbookId=9',
    });
    expect(await screen.findByText('该练习手册不存在')).toBeTruthy();
  });

  it('leaves the refusal to the request layer and stays on the form', async () => {
    server.use(http.post(`${API}/slim-business/orders`, () => failJson(5852, '库存不足，仅剩 2 本')));
    const { user, toasts } = await buy();
    await user.type(await screen.findByLabelText('购买人姓名'), '张三');
    await user.type(screen.getByLabelText('联系电话'), '13912345678');
    await user.click(submitButton());
    await screen.findByRole('button', { name: '提交订单' });
    await expect.poll(() => toasts).toContain('库存不足，仅剩 2 本');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('my handbook orders', () => {
  it('lists them with their state; an unpaid one goes back to the cashier', async () => {
    await renderScreen(<HandbookOrderScreen />, { path: '/slim/handbook_order', signedIn: true });
    const cards = await screen.findAllByTestId('handbook-order');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(
      '/slim/business/pay_info?orderNo=SL20261201000009',
    );
    expect(screen.getByText('已支付')).toBeTruthy();
  });

  it('asks a visitor to sign in, and says when there are none', async () => {
    const visitor = await renderScreen(<HandbookOrderScreen />, { path: '/slim/handbook_order' });
    expect(await screen.findByText('登录后查看你的手册订单')).toBeTruthy();
    visitor.unmount();
    server.use(
      http.get(`${API}/slim-business/orders`, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })),
    );
    await renderScreen(<HandbookOrderScreen />, { path: '/slim/handbook_order', signedIn: true });
    expect(await screen.findByText('还没有手册订单')).toBeTruthy();
  });
});
