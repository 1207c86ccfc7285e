import { describe, expect, it } from 'vitest';
import { SHOP_CODES, UNPAID_HOLD_PER_SKU, UNPAID_HOLD_TOTAL } from '@yoga/contract/codes';
import { devApi } from '../../test-helpers';
import { buyer, order, pay } from './test-kit';

type Sku = { id: number; stock: number };

/** SKUs of the onmat store with units left, from the product list's first entries. */
async function skus(api: ReturnType<typeof devApi>): Promise<Sku[]> {
  const list = await api.call('GET', '/api/shop/products?subApp=onmat&pageSize=20');
  const out: Sku[] = [];
  for (const p of list.json.data.list as { spuId: number }[]) {
    const d = await api.call('GET', `/api/shop/products/${p.spuId}?subApp=onmat`);
    out.push(...(d.json.data.skus as Sku[]).filter((k) => k.stock > UNPAID_HOLD_PER_SKU));
  }
  return out;
}

describe('units held in unpaid orders are capped per user', () => {
  it('refuses a sixth unpaid unit of one SKU in words, and takes it again once the first is paid', async () => {
    const api = devApi();
    const a = await buyer(api);
    const [sku] = await skus(api);
    const first = await order(api, a, sku!.id, 3);
    expect((await order(api, a, sku!.id, 2)).json.state).toBe(1);
    const refused = await order(api, a, sku!.id, 1);
    expect(refused.json).toMatchObject({
      state: 0,
      code: SHOP_CODES.holdLimit,
      msg: `你的待支付订单已占用该规格 ${UNPAID_HOLD_PER_SKU} 件，请先支付或取消后再下单`,
    });
    const en = await api.call(
      'POST',
      '/api/shop/orders?subApp=onmat',
      { skuId: sku!.id, quantity: 1, addressId: a.addressId },
      { ...a.headers, Language: 'en' },
    );
    expect(en.json.msg).toBe(
      `Your unpaid orders already hold ${UNPAID_HOLD_PER_SKU} of this option; pay or cancel them first`,
    );
    // Another buyer is not held back by the first one's orders.
    expect((await order(api, await buyer(api, 'onmat', '13900139002'), sku!.id, 1)).json.state).toBe(1);
    await pay(api, first.json.data.orderNo);
    expect((await order(api, a, sku!.id, 3)).json.state).toBe(1);
  });

  it('caps the units held across all SKUs', async () => {
    const api = devApi();
    const a = await buyer(api);
    const all = await skus(api);
    let held = 0;
    for (const k of all) {
      if (held + UNPAID_HOLD_PER_SKU > UNPAID_HOLD_TOTAL) break;
      expect((await order(api, a, k.id, UNPAID_HOLD_PER_SKU)).json.state).toBe(1);
      held += UNPAID_HOLD_PER_SKU;
    }
    const next = all[held / UNPAID_HOLD_PER_SKU]!;
    expect((await order(api, a, next.id, UNPAID_HOLD_TOTAL - held + 1)).json).toMatchObject({
      code: SHOP_CODES.holdLimit,
      msg: `你的待支付订单已占用 ${UNPAID_HOLD_TOTAL} 件商品，请先支付或取消后再下单`,
    });
  });
});
