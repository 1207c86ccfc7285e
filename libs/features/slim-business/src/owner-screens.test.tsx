import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { slimBusinessHandlers } from './testing/handlers';
import ExamineDataScreen from './examine-data-screen';
import OrderDataScreen from './order-data-screen';
import SignCompleteScreen from './sign-complete-screen';

const server = startServer(...slimBusinessHandlers);
const stats = (path = '/slim/order_data/1', route = '/slim/order_data/:courseId', signedIn = true) =>
  renderScreen(<OrderDataScreen />, { path, route, signedIn });

describe('order data', () => {
  it('shows the totals and the days with sales, with every edition to switch to', async () => {
    await stats();
    expect((await screen.findByTestId('total-orders')).textContent).toBe('12');
    expect(screen.getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '教练版手册' }).getAttribute('href')).toBe(
      '/slim/order_data/1/2',
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('reads one edition from the path', async () => {
    await stats('/slim/order_data/1/2', '/slim/order_data/:courseId/:sku');
    expect((await screen.findByTestId('total-orders')).textContent).toBe('4');
    expect(screen.getByRole('link', { name: '教练版手册' }).getAttribute('aria-current')).toBe('page');
  });

  it('tells someone who does not own the course so, without a retry', async () => {
    server.use(
      http.get(`${API}/slim-business/courses/:id/stats`, () => failJson(5854, '仅课程所有者可查看此数据')),
    );
    await stats();
    expect(await screen.findByText('仅课程所有者可查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('asks a visitor to sign in, and shows not-found for a malformed edition', async () => {
    const v = await stats('/slim/order_data/1', '/slim/order_data/:courseId', false);
    expect(await screen.findByText('登录后查看课程订单数据')).toBeTruthy();
    v.unmount();
    await stats('/slim/order_data/1/x', '/slim/order_data/:courseId/:sku');
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });
});

describe('assessment data', () => {
  it('shows the pass rate over those assessed and masked names', async () => {
    await renderScreen(<ExamineDataScreen />, {
      path: '/slim/examine_data/1',
      route: '/slim/examine_data/:confId',
      signedIn: true,
    });
    expect((await screen.findByTestId('pass-rate')).textContent).toBe('67%');
    expect(screen.getByText('王**')).toBeTruthy();
    expect(screen.getByText('待考核')).toBeTruthy();
  });

  it('offers a retry when it fails to load', async () => {
    server.use(http.get(`${API}/slim-business/exams/:id`, () => failJson(500, '服务繁忙')));
    await renderScreen(<ExamineDataScreen />, {
      path: '/slim/examine_data/1',
      route: '/slim/examine_data/:confId',
      signedIn: true,
    });
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('sign-up done', () => {
  const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
    renderScreen(<SignCompleteScreen />, {
      path: `/mc/sign_complete/${id}`,
      route: '/mc/sign_complete/:teacherId',
      locale,
    });

  it('shows the signed agreement and its number', async () => {
    await open('7');
    expect(await screen.findByText('林静老师，欢迎加入轻体合作教练。')).toBeTruthy();
    expect(screen.getByTestId('agreement-no').textContent).toBe('SLM-2026-0007');
  });

  it('says when the coach has not signed', async () => {
    await open('8', 'en');
    expect(await screen.findByText('No signed partnership found for this coach')).toBeTruthy();
  });
});
