import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { ledgerUrl, pointsUrl, walletHandlers } from './testing/handlers';
import PointsScreen from './points-screen';

const server = startServer(...walletHandlers);
const open = (path = '/onmat/points', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PointsScreen />, { path, signedIn: true, title: '积分明细', locale });
const rows = () => within(screen.getByTestId('points-ledger')).getAllByRole('listitem');

describe('points', () => {
  it('shows the balance, what points are for, and the ledger paged in', async () => {
    const { user } = await open();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect((await screen.findByTestId('points-balance')).textContent).toBe('520积分');
    expect(screen.getByRole('heading', { name: '积分能做什么' })).toBeTruthy();
    await screen.findByTestId('points-ledger');
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.textContent).toMatch(/每日签到.*\+5.*余额 520/);
    expect(rows()[2]!.textContent).toMatch(/商城购物抵扣软木瑜伽砖订单号 OM20261098123456.*−300/);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(rows()).toHaveLength(14));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('names each order a line is about: earned by, spent on, returned on cancel, clawed back on refund', async () => {
    const line = (id: number, delta: number, reason: string, balance: number) => ({
      id,
      delta,
      reason,
      title: '流瑜伽进阶小班课',
      balance,
      orderNo: 'OM20261201123456',
      orderKind: 'course',
      createdAt: '2026-12-01T02:00:00.000Z',
    });
    const list = [
      line(4, -194, 'refund', 599),
      line(3, 500, 'return', 793),
      line(2, 194, 'purchase', 293),
      line(1, -500, 'redeem', 99),
    ];
    server.use(http.get(ledgerUrl, () => okJson({ list, page: 1, pageSize: 10, total: 4 })));
    await open();
    await screen.findByTestId('points-ledger');
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^退款扣回流瑜伽进阶小班课订单号 OM20261201123456.*−194.*余额 599$/),
      expect.stringMatching(/^取消订单退回.*OM20261201123456.*\+500/),
      expect.stringMatching(/^购买课程获得.*OM20261201123456.*\+194/),
      expect.stringMatching(/^购买课程抵扣.*OM20261201123456.*−500/),
    ]);
  });

  it.each([
    ['zh', ['商城购物获得TPE 双面防滑瑜伽垫', '购买课程获得流瑜伽进阶小班课', '活动奖励']],
    [
      'en',
      ['Earned: store purchaseTPE 双面防滑瑜伽垫', 'Earned: course purchase流瑜伽进阶小班课', 'Event bonus'],
    ],
  ] as const)(
    'names a store purchase as one, with the product, and a course purchase as one (%s)',
    async (locale, names) => {
      const line = (id: number, title: string, orderKind: string | null, reason = 'purchase') => ({
        id,
        delta: 100,
        reason,
        title,
        balance: 100 * id,
        orderNo: orderKind ? `OM2026120112345${id}` : null,
        orderKind,
        createdAt: '2026-12-01T02:00:00.000Z',
      });
      const list = [
        line(3, 'TPE 双面防滑瑜伽垫', 'store'),
        line(2, '流瑜伽进阶小班课', 'course'),
        line(1, '', null, 'bonus'),
      ];
      server.use(http.get(ledgerUrl, () => okJson({ list, page: 1, pageSize: 10, total: 3 })));
      await open('/onmat/points', locale);
      await screen.findByTestId('points-ledger');
      rows().forEach((r, i) => expect(r.textContent!.startsWith(names[i]!)).toBe(true));
    },
  );

  it('promises only what exists: points pay up to half an order at 100 a yuan, no mall, no check-in', async () => {
    await open();
    await screen.findByTestId('points-balance');
    expect(screen.getByText('下单时每 100 积分抵 ¥1.00，最多抵扣订单金额的 50%')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/积分商城|签到得/);
  });

  it('filters by the tab, asking the server for that kind', async () => {
    const kinds: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/points/ledger')) kinds.push(new URL(request.url).searchParams.get('kind')!);
    });
    const { user } = await open();
    await screen.findByTestId('points-ledger');
    await user.click(screen.getByRole('tab', { name: '使用' }));
    expect(screen.getByRole('tab', { name: '使用' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(rows().every((r) => r.textContent!.includes('−'))).toBe(true));
    expect(kinds).toEqual(['all', 'spent']);
    server.events.removeAllListeners();
  });

  it('opens on the filter named in the address', async () => {
    await open('/onmat/points?kind=earned');
    expect(screen.getByRole('tab', { name: '获得' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('points-ledger');
    expect(rows().every((r) => r.textContent!.includes('+'))).toBe(true);
  });

  it('says so when there is no point yet, with something to do', async () => {
    server.use(http.get(ledgerUrl, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    await open();
    expect(await screen.findByText('还没有积分记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去上一节免费课' }).getAttribute('href')).toBe(
      '/onmat/free_course',
    );
  });

  it('offers a retry when the ledger fails, and recovers', async () => {
    let calls = 0;
    server.use(
      http.get(ledgerUrl, () =>
        ++calls <= 2 ? failJson(500, '服务繁忙') : okJson({ list: [], page: 1, pageSize: 10, total: 0 }),
      ),
    );
    const { user, toasts } = await open();
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByText('还没有积分记录')).toBeTruthy();
    expect(toasts).toContain('服务繁忙');
  });

  it('goes to login when the session ended (403)', async () => {
    server.use(http.get(pointsUrl, () => failJson(403, '未登录或登录失效', 403)));
    const { effects } = await open();
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('speaks English with the brand’s point unit', async () => {
    await open('/onmat/points', 'en');
    expect((await screen.findByTestId('points-balance')).textContent).toBe('520pts');
    await screen.findByTestId('points-ledger');
    expect(rows()[0]!.textContent).toContain('Daily check-in');
  });
});
