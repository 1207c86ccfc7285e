import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import EvaluateScreen from './evaluate-screen';
import LogisticsScreen from './logistics-screen';
import RecordScreen from './record-screen';
import UploadSuccessScreen from './upload-success-screen';
import { coachPromoteHandlers } from './testing/handlers';

const server = startServer(...coachPromoteHandlers);
const evaluate = (spu: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<EvaluateScreen />, {
    path: `/onmat/teacher/product_evaluate/${spu}`,
    route: '/onmat/teacher/product_evaluate/:spuId',
    signedIn: true,
    locale,
  });

beforeEach(() => localStorage.clear());

describe('product_evaluate/:spuId', () => {
  it('shows the sample and the form; submitting is blocked until rated and described', async () => {
    await evaluate('802');
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('sample')).textContent).toContain('软木瑜伽砖');
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('请为商品评分')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '满意' }));
    expect(await screen.findByText('使用感受至少 10 个字')).toBeTruthy();
  });

  it('shows my review instead of the form once given', async () => {
    await evaluate('801');
    expect((await screen.findByTestId('review')).textContent).toContain('垫子很厚实');
    expect(screen.queryByRole('button', { name: '提交反馈' })).toBeNull();
  });

  it('shows not found for a malformed or unknown id, and an error with retry', async () => {
    const a = await evaluate('abc');
    expect(await screen.findByText('试用商品不存在')).toBeTruthy();
    a.unmount();
    const b = await evaluate('999', 'en');
    expect(await screen.findByText('Sample product not found')).toBeTruthy();
    b.unmount();
    server.use(http.get(`${API}/coach-promote/samples/:spuId`, () => failJson(500, 'boom', 500)));
    await evaluate('802');
    expect(await screen.findByText('商品加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('product_evaluate record, logistics and upload_success', () => {
  it('lists my reviews; empty says where to start; error retries', async () => {
    const a = await renderScreen(<RecordScreen />, {
      path: '/onmat/teacher/product_evaluate/record',
      signedIn: true,
    });
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('reviews')).textContent).toContain('天然橡胶瑜伽垫');
    a.unmount();
    server.use(http.get(`${API}/coach-promote/reviews`, () => okJson([])));
    const b = await renderScreen(<RecordScreen />, {
      path: '/onmat/teacher/product_evaluate/record',
      signedIn: true,
    });
    expect(await screen.findByText('还没有提交过反馈')).toBeTruthy();
    b.unmount();
    server.use(http.get(`${API}/coach-promote/reviews`, () => failJson(500, 'boom', 500)));
    await renderScreen(<RecordScreen />, { path: '/onmat/teacher/product_evaluate/record', signedIn: true });
    expect(await screen.findByText('反馈记录加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows each shipment with its timeline; empty and error states', async () => {
    const path = '/phala/teacher/product_evaluate/logistics';
    const a = await renderScreen(<LogisticsScreen />, { path, signedIn: true });
    const ship = await screen.findByTestId('shipment');
    expect(ship.textContent).toContain('已到达上海转运中心');
    expect(screen.getByRole('link', { name: '去反馈' }).getAttribute('href')).toBe(
      '/phala/teacher/product_evaluate/802',
    );
    a.unmount();
    server.use(http.get(`${API}/coach-promote/shipments`, () => okJson([])));
    const b = await renderScreen(<LogisticsScreen />, { path, signedIn: true });
    expect(await screen.findByText('暂无试用商品寄送记录')).toBeTruthy();
    b.unmount();
    server.use(http.get(`${API}/coach-promote/shipments`, () => failJson(500, 'boom', 500)));
    await renderScreen(<LogisticsScreen />, { path, signedIn: true });
    expect(await screen.findByText('物流信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('upload_success shows the review kept by the server; without an id it is not found', async () => {
    const base = '/onmat/teacher/product_evaluate/upload_success';
    const a = await renderScreen(<UploadSuccessScreen />, { path: `${base}?spuId=801`, signedIn: true });
    expect((await screen.findByTestId('upload-success')).textContent).toContain('垫子很厚实');
    a.unmount();
    await renderScreen(<UploadSuccessScreen />, { path: base, signedIn: true });
    expect(await screen.findByText('没有找到这条反馈')).toBeTruthy();
  });
});
