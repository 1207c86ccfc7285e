import { describe, expect, it } from 'vitest';
import { order as orderSchema, orderPage } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const en = { Language: 'en' };

describe('order titles in the caller’s language', () => {
  it('keeps a membership order’s plan name in both languages, whichever language bought it', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13700137021');
    const auth = { AUTHORIZE_TOKEN: token };
    const { plans } = (await api.call('GET', '/api/vip/plans?subApp=onmat')).json.data;
    const month = plans.find((p: { name: string }) => p.name === '月卡会员');
    const placed = orderSchema.parse(
      (
        await api.call(
          'POST',
          '/api/vip/orders?subApp=onmat',
          { planId: month.id, agree: true },
          { ...auth, ...en },
        )
      ).json.data,
    );
    expect(placed.title).toBe('Monthly membership');
    const read = async (headers: Record<string, string>) =>
      orderSchema.parse(
        (
          await api.call('GET', `/api/orders/${placed.orderNo}?subApp=onmat`, undefined, {
            ...auth,
            ...headers,
          })
        ).json.data,
      ).title;
    expect(await read({})).toBe('月卡会员');
    expect(await read(en)).toBe('Monthly membership');
  });

  it('names a deposit order in the caller’s language', async () => {
    const api = devApi();
    const auth = { AUTHORIZE_TOKEN: await api.signIn('onmat', '13700137022') };
    const placed = await api.call(
      'POST',
      '/api/vip/deposits?subApp=onmat',
      { targetKind: 'event', targetId: 1, agree: true },
      auth,
    );
    const orderNo = placed.json.data.orderNo as string;
    const zh = orderSchema.parse(
      (await api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, auth)).json.data,
    );
    const english = orderSchema.parse(
      (await api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, { ...auth, ...en })).json.data,
    );
    expect(zh.title).toMatch(/^定金：/);
    expect(english.title).toMatch(/^Deposit: /);
  });

  it('has no Chinese left in the demo student’s seeded orders read in English', async () => {
    const api = devApi();
    const auth = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
    const list = orderPage.parse(
      (await api.call('GET', '/api/orders?subApp=onmat&page=1&pageSize=100', undefined, { ...auth, ...en }))
        .json.data,
    );
    const courseAndVip = list.list.filter((o) => o.kind !== 'store');
    expect(courseAndVip.length).toBeGreaterThan(10);
    expect(courseAndVip.filter((o) => /[\u4e00-\u9fff]/.test(o.title)).map((o) => o.title)).toEqual([]);
  });
});
