import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { CourseCoupon } from '@yoga/contract';
import { API, okJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { buyHandlers, sent } from './testing/buy-handlers';
import ProductDetailScreen from './product-detail-screen';

const server = startServer(...buyHandlers);
const storeCoupon = (c: Partial<CourseCoupon>): CourseCoupon => ({
  id: 41,
  title: '商城立减10元',
  kind: 'amount',
  value: 1000,
  minSpend: 0,
  validUntil: new Date(TEST_NOW + 86_400_000).toISOString(),
  usable: true,
  reason: null,
  discount: 1000,
  ...c,
});

async function openOrderSheet() {
  const r = await renderScreen(<ProductDetailScreen />, {
    path: '/onmat/product/detail/3',
    route: '/onmat/product/detail/:spuId',
    signedIn: true,
  });
  await r.user.click(await screen.findByRole('button', { name: '立即购买' }));
  const picker = await screen.findByRole('dialog', { name: '选择规格' }, { timeout: 8000 });
  await r.user.click(within(picker).getByRole('button', { name: '立即购买' }));
  return { ...r, sheet: await screen.findByRole('dialog', { name: '确认订单' }, { timeout: 8000 }) };
}

describe('order sheet: store coupons from the coupons lib', () => {
  it('offers the best store coupon, takes it off the shown total, and sends only its id', async () => {
    server.use(
      http.get(`${API}/coupons/usable/store`, () =>
        okJson({
          coupons: [
            storeCoupon({}),
            storeCoupon({ id: 42, title: '商城满999减100', usable: false, reason: 'min-spend', discount: 0 }),
          ],
          bestCouponId: 41,
        }),
      ),
    );
    const { user, sheet, where } = await openOrderSheet();
    const select = (await within(sheet).findByRole('combobox', { name: /优惠券/ })) as HTMLSelectElement;
    expect(select.value).toBe('41');
    // ¥199 less ¥10 (the server computes the same; the client never sends a price)
    expect(within(sheet).getAllByText('¥189.00').length).toBeGreaterThan(0);
    // the unusable one is not offered
    expect(within(select).queryByText(/满999减100/)).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toContain('/onmat/app/pay_info'));
    expect(sent.order).toMatchObject({ skuId: 31, couponId: 41 });
    expect(sent.order).not.toHaveProperty('amount');
  }, 20_000);

  it('can drop the coupon; with none at all there is no coupon row', async () => {
    server.use(
      http.get(`${API}/coupons/usable/store`, () => okJson({ coupons: [storeCoupon({})], bestCouponId: 41 })),
    );
    const { user, sheet, where, unmount } = await openOrderSheet();
    const select = await within(sheet).findByRole('combobox', { name: /优惠券/ });
    await user.selectOptions(select, 'none');
    await user.click(within(sheet).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toContain('/onmat/app/pay_info'));
    expect(sent.order).not.toHaveProperty('couponId');
    unmount();
    server.use(http.get(`${API}/coupons/usable/store`, () => okJson({ coupons: [], bestCouponId: null })));
    const again = await openOrderSheet();
    expect(await within(again.sheet).findByRole('button', { name: '提交订单' })).toBeTruthy();
    expect(within(again.sheet).queryByRole('combobox', { name: /优惠券/ })).toBeNull();
  }, 30_000);
});
