import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, startServer, breakStorage } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import {
  blocks,
  draftKey,
  openReview as open,
  pick,
  png,
  received,
  submitButton,
} from './testing/review-kit';

const server = startServer(...shopOrdersHandlers);

beforeEach(() => {
  resetShopDb();
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('product review', () => {
  it('reviews every item with stars, words and photos, anonymously, then thanks and moves on', async () => {
    const { user, where } = await open();
    await screen.findAllByTestId('review-item');
    expect(blocks()).toHaveLength(2);
    const [mat, brick] = blocks() as [HTMLElement, HTMLElement];
    expect(mat.textContent).toContain('雾霾蓝 / 6mm');
    await user.click(within(mat).getByRole('radio', { name: '非常好' }));
    await user.type(within(mat).getByRole('textbox', { name: '评价内容' }), '很防滑');
    expect(within(mat).getByText('3/500')).toBeTruthy();
    pick(31, png('1.png'), png('2.png'));
    await waitFor(() =>
      expect(
        within(mat)
          .getAllByTestId('photo')
          .map((p) => p.className),
      ).toEqual(['y-photo y-photo-done', 'y-photo y-photo-done']),
    );
    await user.click(within(brick).getByRole('radio', { name: '一般' }));
    await user.click(screen.getByRole('switch', { name: /匿名评价/ }));
    await user.click(submitButton());
    expect(await screen.findByText('评价成功')).toBeTruthy();
    expect(db.reviews[0]).toEqual({
      orderNo: received().orderNo,
      anonymous: true,
      items: [
        { skuId: 31, stars: 5, text: '很防滑', photoIds: ['0'.repeat(31) + '1', '0'.repeat(31) + '2'] },
        { skuId: 52, stars: 3, text: '', photoIds: [] },
      ],
    });
    expect(localStorage.getItem(draftKey(received().orderNo))).toBeNull();
    await user.click(screen.getByRole('link', { name: '查看已评价订单' }));
    expect(where()).toBe('/onmat/product/record?status=reviewed');
  });

  it('keeps submit disabled until every item has stars and no photo is uploading or failed', async () => {
    let release: (() => void) | null = null;
    server.use(
      http.post(
        `${API}/uploads`,
        () => new Promise<Response>((r) => (release = () => r(failJson(500, '上传服务繁忙')))),
      ),
    );
    const { user } = await open();
    await screen.findAllByTestId('review-item');
    const [mat, brick] = blocks() as [HTMLElement, HTMLElement];
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('还有 2 件商品没有评分')).toBeTruthy();
    await user.click(within(mat).getByRole('radio', { name: '好' }));
    expect(screen.getByText('还有 1 件商品没有评分')).toBeTruthy();
    await user.click(within(brick).getByRole('radio', { name: '好' }));
    expect(submitButton().disabled).toBe(false);
    pick(52, png());
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('照片上传中，请稍候')).toBeTruthy();
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await screen.findByText('有照片上传失败，请重试或移除')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('restores the draft on return and ignores a malformed one', async () => {
    const no = received().orderNo;
    const first = await open();
    await screen.findAllByTestId('review-item');
    await first.user.click(within(blocks()[0]!).getByRole('radio', { name: '差' }));
    await first.user.type(within(blocks()[0]!).getByRole('textbox', { name: '评价内容' }), '有味道');
    pick(31, png());
    await waitFor(() => expect(screen.getByTestId('photo').className).toContain('y-photo-done'));
    // The draft takes the photo once its upload has finished.
    await waitFor(() => expect(localStorage.getItem(draftKey(no))).toContain('"photos":[{"id"'));
    first.unmount();
    const second = await open();
    await screen.findAllByTestId('review-item');
    expect((within(blocks()[0]!).getByRole('radio', { name: '差' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(blocks()[0]!).getByRole('textbox', { name: '评价内容' }) as HTMLTextAreaElement).value,
    ).toBe('有味道');
    expect(screen.getAllByTestId('photo')).toHaveLength(1);
    localStorage.setItem(draftKey(no), '{"items":{"31":{"stars":"lots"}},"anonymous":false}');
    second.unmount();
    await open();
    await screen.findAllByTestId('review-item');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(localStorage.getItem(draftKey(no))).toBeNull();
  });

  it('reviews where storage throws: nothing is kept, nothing breaks', async () => {
    breakStorage('shop-orders:');
    const { user } = await open();
    await screen.findAllByTestId('review-item');
    for (const b of blocks()) await user.click(within(b).getByRole('radio', { name: '好' }));
    await user.type(within(blocks()[0]!).getByRole('textbox', { name: '评价内容' }), '很防滑');
    await user.click(submitButton());
    expect(await screen.findByText('评价成功')).toBeTruthy();
    expect(db.reviews[0]?.items[0]?.text).toBe('很防滑');
  });

  it('shows the server’s reason when the order cannot be reviewed (4305), with a way back', async () => {
    server.use(http.post(`${API}/shop/reviews`, () => failJson(4305, '该订单已评价过了')));
    const { user } = await open();
    await screen.findAllByTestId('review-item');
    for (const b of blocks()) await user.click(within(b).getByRole('radio', { name: '好' }));
    await user.click(submitButton());
    expect(await screen.findByText('该订单已评价过了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回购买记录' }).getAttribute('href')).toBe(
      '/onmat/product/record',
    );
  });

  it('explains when the order has not been received yet', async () => {
    await open(db.orders[2]!.orderNo);
    expect(await screen.findByText('商品正在路上，确认收货后就可以评价了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看物流' }).getAttribute('href')).toBe(
      `/onmat/post_order_info/${db.orders[2]!.shipmentId}`,
    );
  });

  it('says so for an order that is not there, or already reviewed', async () => {
    const first = await open('OM_NOPE');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    first.unmount();
    await open(db.orders[4]!.orderNo);
    expect(await screen.findByText('这笔订单已评价')).toBeTruthy();
  });

  it('shows not-found without a retry for a malformed number or someone else’s order', async () => {
    const first = await open('1');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(http.get(`${API}/shop/orders/:no`, () => failJson(404, '订单不存在')));
    await open();
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the order fails to load', async () => {
    server.use(http.get(`${API}/shop/orders/:no`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open(received().orderNo, 'en');
    await screen.findAllByTestId('review-item');
    expect(within(blocks()[0]!).getByRole('radio', { name: 'Excellent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
