import { describe, expect, it } from 'vitest';
import { FLASH_SALE_CODES, flashSaleBoard, order, type FlashSaleBoard } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const q = '?subApp=slim';
const HOUR = 3_600_000;

/** A stand-in whose clock the test moves. */
function clocked() {
  let now = TEST_NOW;
  const api = devApi({ now: () => now });
  return { api, move: (ms: number) => (now += ms) };
}

async function buyer(api = devApi(), phone?: string, subApp = 'slim') {
  const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
  const board = async (lang?: string): Promise<FlashSaleBoard> =>
    flashSaleBoard.parse(
      (
        await api.call('GET', `/api/flash-sale/sessions${q}`, undefined, {
          ...headers,
          ...(lang ? { Language: lang } : {}),
        })
      ).json.data,
    );
  const buy = (id: number) => api.call('POST', `/api/flash-sale/items/${id}/buy${q}`, undefined, headers);
  const item = async (title: string) =>
    (await board()).sessions
      .flatMap((s) => s.items.map((i) => ({ ...i, session: s })))
      .find((i) => i.title === title)!;
  return { api, headers, board, buy, item };
}

describe('flash-sale stand-in', () => {
  it('seeds an ended, a live and an upcoming session around the clock, in both languages', async () => {
    const me = await buyer();
    const { sessions, now } = await me.board();
    expect(sessions.map((s) => s.state)).toEqual(['ended', 'live', 'upcoming']);
    const live = sessions[1]!;
    expect(Date.parse(live.startsAt)).toBeLessThanOrEqual(Date.parse(now));
    expect(Date.parse(live.endsAt) - Date.parse(now)).toBeGreaterThan(2 * HOUR);
    expect(live.items.find((i) => i.title === '运动保温水杯')!.left).toBe(0);
    expect(live.items.every((i) => i.salePrice < i.originalPrice && i.myOrder === null)).toBe(true);
    const en = await me.board('en');
    expect(en.sessions[1]!.items[0]!.title).toBe('Natural rubber yoga mat');
  });

  it('buys one unit at the sale price as a pending store order, and takes it from the stock', async () => {
    const me = await buyer();
    const mat = await me.item('天然橡胶瑜伽垫');
    const res = await me.buy(mat.id);
    const placed = order.parse(res.json.data);
    expect(placed).toMatchObject({ kind: 'store', state: 'pending', amount: 9900, originalAmount: 25900 });
    const after = await me.item('天然橡胶瑜伽垫');
    expect(after.left).toBe(mat.left - 1);
    expect(after.myOrder).toMatchObject({ orderNo: placed.orderNo, state: 'pending' });
    // The cashier's order is the same one.
    const got = await me.api.call('GET', `/api/orders/${placed.orderNo}${q}`, undefined, me.headers);
    expect(got.json.data.amount).toBe(9900);
  });

  it('refuses a second buy by the same user, before and after paying', async () => {
    const me = await buyer();
    const block = await me.item('高密度瑜伽砖');
    const first = (await me.buy(block.id)).json.data.orderNo as string;
    const again = await me.buy(block.id);
    expect(again.json).toMatchObject({
      code: FLASH_SALE_CODES.alreadyBought,
      msg: '每人限购 1 件，你已抢过该商品',
    });
    expect(again.json.data).toEqual({ orderNo: first, paid: false });
    await me.api.call('POST', '/__dev/pay/notify', { orderNo: first, txn: 'txn_flash_1' });
    const paid = await me.buy(block.id);
    expect(paid.json.code).toBe(FLASH_SALE_CODES.alreadyBought);
    expect(paid.json.data.paid).toBe(true);
    expect((await me.item('高密度瑜伽砖')).left).toBe(block.left - 1);
  });

  it('never sells the last unit twice: of parallel buyers exactly one wins', async () => {
    const api = devApi();
    const buyers = await Promise.all(
      ['13900139001', '13900139002', '13900139003', '13900139004'].map((p) => buyer(api, p)),
    );
    const strap = await buyers[0]!.item('棉质伸展带');
    expect(strap.left).toBe(1);
    const results = await Promise.all(buyers.map((b) => b.buy(strap.id)));
    const codes = results.map((r) => r.json.code).sort();
    expect(codes).toEqual([
      200,
      FLASH_SALE_CODES.soldOut,
      FLASH_SALE_CODES.soldOut,
      FLASH_SALE_CODES.soldOut,
    ]);
    expect(results.find((r) => r.json.code === FLASH_SALE_CODES.soldOut)!.json.msg).toBe('手慢了，已被抢光');
    expect((await buyers[1]!.item('棉质伸展带')).left).toBe(0);
  });

  it('refuses a buy before the session starts and after it ends, by the server’s clock', async () => {
    const { api, move } = clocked();
    const me = await buyer(api);
    const upcoming = await me.item('冥想香薰蜡烛');
    const ended = await me.item('瑜伽收纳包');
    const early = await me.buy(upcoming.id);
    expect(early.json).toMatchObject({
      code: FLASH_SALE_CODES.notStarted,
      msg: '本场抢购尚未开始，请到点再来',
    });
    expect(early.json.data.startsAt).toBe(upcoming.session.startsAt);
    expect((await me.buy(ended.id)).json).toMatchObject({
      code: FLASH_SALE_CODES.ended,
      msg: '本场抢购已结束',
    });
    // Once the clock reaches the session it sells; past its end it refuses again.
    move(Date.parse(upcoming.session.startsAt) - Date.parse((await me.board()).now));
    expect((await me.buy(upcoming.id)).json.code).toBe(200);
    const top = await me.item('速干瑜伽上衣');
    move(Date.parse(upcoming.session.endsAt) - Date.parse((await me.board()).now));
    expect((await me.buy(top.id)).json.code).toBe(FLASH_SALE_CODES.ended);
  });

  it('gives the unit back when an unpaid order passes its payment window', async () => {
    const { api, move } = clocked();
    const [a, b] = [await buyer(api, '13900139001'), await buyer(api, '13900139002')];
    const strap = await a.item('棉质伸展带');
    expect((await a.buy(strap.id)).json.code).toBe(200);
    expect((await b.buy(strap.id)).json.code).toBe(FLASH_SALE_CODES.soldOut);
    move(16 * 60_000);
    expect((await a.item('棉质伸展带')).left).toBe(1);
    expect((await a.item('棉质伸展带')).myOrder).toBeNull();
    expect((await b.buy(strap.id)).json.code).toBe(200);
  });

  it('answers 4800 for an unknown item, in English too', async () => {
    const me = await buyer();
    expect((await me.buy(999999)).json.code).toBe(FLASH_SALE_CODES.itemNotFound);
    const raw = await me.api.call('POST', `/api/flash-sale/items/abc/buy${q}`, undefined, {
      ...me.headers,
      Language: 'en',
    });
    expect(raw.json).toMatchObject({
      code: FLASH_SALE_CODES.itemNotFound,
      msg: 'This flash sale item does not exist',
    });
  });

  it('refuses a missing token and another sub-app’s token', async () => {
    const api = devApi();
    expect((await api.call('GET', `/api/flash-sale/sessions${q}`)).json.code).toBe(403);
    expect((await api.call('POST', `/api/flash-sale/items/1/buy${q}`)).json.code).toBe(403);
    const onmat = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
    expect((await api.call('GET', `/api/flash-sale/sessions${q}`, undefined, onmat)).json.code).toBe(403);
    expect((await api.call('POST', `/api/flash-sale/items/1/buy${q}`, undefined, onmat)).json.code).toBe(403);
  });
});
