import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer, TEST_NOW } from '@yoga/testing';
import { flashSaleBoardDataStore, flashSaleHandlers, sampleBoard } from './testing/handlers';
import FlashSaleScreen from './flash-sale-screen';

const server = startServer(...flashSaleHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<FlashSaleScreen />, { path: '/slim/flash_sale', signedIn: true, locale });
const card = (id: number) => screen.findByTestId(`flash-sale-item-${id}`);

describe('flash sale', () => {
  it('opens on the live session: its countdown, prices, stock left and a buy button', async () => {
    await open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      expect.stringContaining('已结束'),
      expect.stringContaining('抢购中'),
      expect.stringContaining('即将开始'),
    ]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('timer').textContent).toMatch(/距本场结束 \d{1,2}:\d{2}:\d{2}/);
    const mat = within(await card(21));
    expect(mat.getByText('¥99.00')).toBeTruthy();
    expect(mat.getByText('¥259.00')).toBeTruthy();
    expect(mat.getByText('剩 14 件')).toBeTruthy();
    expect(mat.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(mat.getByRole('button', { name: '马上抢' })).toBeTruthy();
  });

  it('shows a sold-out item as such, with no way to buy it', async () => {
    await open();
    const bottle = within(await card(22));
    expect(bottle.getAllByText('已抢光')).toHaveLength(2);
    expect((bottle.getByRole('button', { name: '已抢光' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts down to an upcoming session, whose items cannot be bought yet', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('tab', { name: /即将开始/ }));
    expect(screen.getByRole('timer').textContent).toMatch(/距开抢 \d{1,2}:\d{2}:\d{2}/);
    const candle = within(await card(31));
    expect((candle.getByRole('button', { name: '未开始' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('tab', { name: /已结束/ }));
    expect(screen.getByRole('timer').textContent).toBe('本场已结束');
  });

  it('buys and opens the cashier; the item then offers to pay, and a second buy is refused', async () => {
    const { user, where, toasts } = await open();
    await user.click(within(await card(21)).getByRole('button', { name: '马上抢' }));
    await waitFor(() => expect(where()).toBe('/slim/business/pay_info?orderNo=SL20261201000001'));
    // What the server would refuse on a second try (the screen shows 去支付 instead of a buy button).
    const again = await fetch(`${API}/flash-sale/items/21/buy?subApp=slim`, { method: 'POST' });
    expect((await again.json()).code).toBe(4804);
    expect(flashSaleBoardDataStore.current.sessions[1]!.items[0]!.myOrder?.state).toBe('pending');
    expect(toasts).toEqual([]);
  });

  it('toasts the server’s refusal (sold out a moment ago) and shows the fresh stock', async () => {
    server.use(http.post(`${API}/flash-sale/items/:id/buy`, () => failJson(4803, '手慢了，已被抢光')));
    const { user, toasts } = await open();
    await user.click(within(await card(21)).getByRole('button', { name: '马上抢' }));
    await waitFor(() => expect(toasts).toContain('手慢了，已被抢光'));
  });

  it('states the caps, and toasts the refusal of a buy past the session’s cap', async () => {
    const words = '每人每场最多抢 2 件，你已达上限';
    server.use(http.post(`${API}/flash-sale/items/:id/buy`, () => failJson(4805, words)));
    const { user, toasts } = await open();
    expect(await screen.findByText('每人每件限购 1 件，每场最多 2 件')).toBeTruthy();
    await user.click(within(await card(21)).getByRole('button', { name: '马上抢' }));
    await waitFor(() => expect(toasts).toContain(words));
  });

  it('offers 去支付 for an unpaid order of the caller and 已抢到 once paid', async () => {
    const board = sampleBoard();
    board.sessions[1]!.items[0]!.myOrder = {
      orderNo: 'SL20261201000002',
      state: 'pending',
      payDeadline: board.now,
    };
    board.sessions[1]!.items[1]!.myOrder = {
      orderNo: 'SL20261201000003',
      state: 'paid',
      payDeadline: board.now,
    };
    server.use(http.get(`${API}/flash-sale/sessions`, () => okJson(board)));
    await open();
    const pay = within(await card(21)).getByRole('link', { name: '去支付' });
    expect(pay.getAttribute('href')).toBe('/slim/business/pay_info?orderNo=SL20261201000002');
    expect(within(await card(22)).getByRole('button', { name: '已抢到' })).toBeTruthy();
  });

  it('asks the server again when the countdown reaches the start, and the session opens', async () => {
    const soon = sampleBoard();
    const next = soon.sessions[2]!;
    next.startsAt = new Date(TEST_NOW + 1500).toISOString();
    soon.sessions = [next];
    let asked = 0;
    server.use(
      http.get(`${API}/flash-sale/sessions`, () => {
        asked += 1;
        return okJson(asked === 1 ? soon : { ...soon, sessions: [{ ...next, state: 'live' }] });
      }),
    );
    await open();
    expect(await screen.findByRole('button', { name: '未开始' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '马上抢' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/距本场结束/);
  });

  it('speaks English', async () => {
    await open('en');
    expect(await screen.findByRole('tab', { name: /On now/ })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Ends in/);
    expect(within(await card(21)).getByRole('button', { name: 'Buy now' })).toBeTruthy();
    expect(within(await card(22)).getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('shows a skeleton while loading', async () => {
    server.use(http.get(`${API}/flash-sale/sessions`, () => new Promise<Response>(() => {})));
    await open();
    expect(await screen.findByText('加载中…')).toBeTruthy();
  });

  it('says so when there is no session today', async () => {
    server.use(
      http.get(`${API}/flash-sale/sessions`, () => okJson({ now: new Date().toISOString(), sessions: [] })),
    );
    await open();
    expect(await screen.findByText('今天没有抢购场次')).toBeTruthy();
  });

  it('says so when a session has no items', async () => {
    const board = sampleBoard();
    board.sessions[1]!.items = [];
    server.use(http.get(`${API}/flash-sale/sessions`, () => okJson(board)));
    await open();
    expect(await screen.findByText('本场暂无商品')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/flash-sale/sessions`, () => failJson(500, '服务繁忙')));
    const { toasts } = await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    expect(toasts).toContain('服务繁忙');
  });
});
