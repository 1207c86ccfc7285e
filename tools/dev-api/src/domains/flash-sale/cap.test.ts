import { describe, expect, it } from 'vitest';
import { FLASH_SALE_CAP_PER_SESSION, FLASH_SALE_CODES, flashSaleBoard } from '@yoga/contract';
import { devApi } from '../../test-helpers';

// Issue 31: one buyer could hold a unit of every item of a session. At most
// FLASH_SALE_CAP_PER_SESSION units a person, all the session's items together.

type Api = ReturnType<typeof devApi>;

async function buyer(api: Api, phone: string) {
  const headers = { AUTHORIZE_TOKEN: await api.signIn('slim', phone) };
  const board = async () =>
    flashSaleBoard.parse(
      (await api.call('GET', '/api/flash-sale/sessions?subApp=slim', undefined, headers)).json.data,
    );
  const buy = (id: number, lang = 'zh') =>
    api.call('POST', `/api/flash-sale/items/${id}/buy?subApp=slim`, undefined, {
      ...headers,
      Language: lang,
    });
  const cancel = (orderNo: string) =>
    api.call('POST', `/api/orders/${orderNo}/cancel?subApp=slim`, undefined, headers);
  return { board, buy, cancel };
}

/** The live session's items with units left, in board order. */
const buyable = async (me: Awaited<ReturnType<typeof buyer>>) =>
  (await me.board()).sessions.find((s) => s.state === 'live')!.items.filter((i) => i.left > 0);

describe('flash-sale cap per session', () => {
  it(`refuses a unit past ${FLASH_SALE_CAP_PER_SESSION} across the session's items, in words; another buyer goes on`, async () => {
    const api = devApi();
    const me = await buyer(api, '13800138401');
    const items = await buyable(me);
    expect(items.length).toBeGreaterThan(FLASH_SALE_CAP_PER_SESSION);
    for (const item of items.slice(0, FLASH_SALE_CAP_PER_SESSION))
      expect((await me.buy(item.id)).json.state).toBe(1);
    const next = items[FLASH_SALE_CAP_PER_SESSION]!;
    const zh = (await me.buy(next.id)).json;
    expect(zh.code).toBe(FLASH_SALE_CODES.capReached);
    expect(zh.msg).toBe(`每人每场最多抢 ${FLASH_SALE_CAP_PER_SESSION} 件，你已达上限`);
    expect(zh.data).toEqual({ max: FLASH_SALE_CAP_PER_SESSION });
    expect((await me.buy(next.id, 'en')).json.msg).toBe(
      `Up to ${FLASH_SALE_CAP_PER_SESSION} items per person in each session: you have reached the limit`,
    );
    // Nothing was held by the refusals.
    expect((await buyable(me)).find((i) => i.id === next.id)!.left).toBe(next.left);
    const other = await buyer(api, '13800138402');
    expect((await other.buy(next.id)).json.state).toBe(1);
  });

  it('frees room in the cap when an unpaid hold is cancelled', async () => {
    const api = devApi();
    const me = await buyer(api, '13800138403');
    const items = await buyable(me);
    const orders: string[] = [];
    for (const item of items.slice(0, FLASH_SALE_CAP_PER_SESSION))
      orders.push((await me.buy(item.id)).json.data.orderNo as string);
    const next = items[FLASH_SALE_CAP_PER_SESSION]!;
    expect((await me.buy(next.id)).json.code).toBe(FLASH_SALE_CODES.capReached);
    expect((await me.cancel(orders[0]!)).json.state).toBe(1);
    expect((await me.buy(next.id)).json.state).toBe(1);
  });
});
