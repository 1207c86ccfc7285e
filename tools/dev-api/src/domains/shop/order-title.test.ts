import { describe, expect, it } from 'vitest';
import { order as orderSchema } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { buyer, inStock, order } from './test-kit';

describe('a store order’s title on the cashier, pay_success and the points history', () => {
  it('is the product’s title in the caller’s language, whichever language bought it', async () => {
    const api = devApi();
    const b = await buyer(api, 'onmat', '13900139071');
    const { sku, detail } = await inStock(api);
    const english = await api.call('GET', `/api/shop/products/${detail.spuId}?subApp=onmat`, undefined, {
      Language: 'en',
    });
    const orderNo = (await order(api, b, sku.id)).json.data.orderNo as string;
    const read = async (lang: Record<string, string>) =>
      orderSchema.parse(
        (await api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, { ...b.headers, ...lang }))
          .json.data,
      ).title;
    expect(await read({})).toBe(detail.title);
    expect(await read({ Language: 'en' })).toBe(english.json.data.title);
    expect(english.json.data.title).not.toBe(detail.title);
  });
});
