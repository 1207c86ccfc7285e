import { describe, expect, it } from 'vitest';
import {
  incomePage,
  pointsPage,
  pointsSummary,
  studyProgress,
  walletSummary,
  withdrawalPage,
} from '@yoga/contract';
import { devApi } from '../../test-helpers';

const H = (AUTHORIZE_TOKEN: string) => ({ AUTHORIZE_TOKEN });

describe('wallet stand-in: points, income, study reward', () => {
  it('seeds the demo user’s points on onmat and phala, paged newest first with running balances', async () => {
    const api = devApi();
    for (const subApp of ['onmat', 'phala']) {
      const h = H(await api.signIn(subApp));
      const sum = pointsSummary.parse(
        (await api.call('GET', `/api/points?subApp=${subApp}`, undefined, h)).json.data,
      );
      expect(sum.balance).toBe(sum.earned - sum.spent);
      const p1 = pointsPage.parse(
        (await api.call('GET', `/api/points/ledger?subApp=${subApp}&page=1&pageSize=10`, undefined, h)).json
          .data,
      );
      expect(p1.total).toBeGreaterThan(20);
      expect(p1.list[0]!.balance).toBe(sum.balance);
      // Each balance is the next older one plus this entry's change.
      for (let i = 0; i < p1.list.length - 1; i++)
        expect(p1.list[i]!.balance - p1.list[i]!.delta).toBe(p1.list[i + 1]!.balance);
      const p2 = (
        await api.call('GET', `/api/points/ledger?subApp=${subApp}&page=2&pageSize=10`, undefined, h)
      ).json.data;
      expect(p2.list[0].id).not.toBe(p1.list[9]!.id);
      const spent = (
        await api.call('GET', `/api/points/ledger?subApp=${subApp}&kind=spent&pageSize=50`, undefined, h)
      ).json.data;
      expect(spent.list.every((e: { delta: number }) => e.delta < 0)).toBe(true);
      expect(spent.list.length).toBeGreaterThan(0);
    }
  });

  it('words every seeded line in English for an English caller, none in Chinese', async () => {
    const api = devApi();
    const h = { AUTHORIZE_TOKEN: await api.signIn('onmat'), Language: 'en' };
    const all = pointsPage.parse(
      (await api.call('GET', '/api/points/ledger?subApp=onmat&page=1&pageSize=50', undefined, h)).json.data,
    );
    expect(all.list.length).toBeGreaterThan(10);
    expect(all.list.filter((l) => /[\u4e00-\u9fff]/.test(l.title ?? '')).map((l) => l.title)).toEqual([]);
    expect(all.list.at(-1)!.title).toBe('New member gift');
  });

  it('refuses a bad filter and answers 403 without the sub-app’s token', async () => {
    const api = devApi();
    const h = H(await api.signIn('onmat'));
    expect(
      (await api.call('GET', '/api/points/ledger?subApp=onmat&kind=gifts', undefined, h)).json.code,
    ).toBe(400);
    expect((await api.call('GET', '/api/points?subApp=phala', undefined, h)).json.code).toBe(403);
    expect((await api.call('GET', '/api/wallet?subApp=phala')).json.code).toBe(403);
    expect((await api.call('POST', '/api/wallet/withdrawals?subApp=phala', { amount: 100 })).json.code).toBe(
      403,
    );
  });

  it('credits the points of a paid order once, even when the payment is notified twice', async () => {
    const api = devApi();
    const h = H(await api.signIn('onmat', '13600136001'));
    const order = (
      await api.call('POST', '/__dev/orders', {
        phone: '13600136001',
        subApp: 'onmat',
        kind: 'course',
        title: '流瑜伽',
        amount: 3900,
      })
    ).json.data;
    // Orders made through the dev call carry no points; set some as a buying screen would.
    api.db.prepare('UPDATE orders SET points = 39 WHERE order_no = ?').run(order.orderNo);
    await api.call('POST', '/__dev/pay/notify', { orderNo: order.orderNo, txn: 'txn_points_001' });
    await api.call('POST', '/__dev/pay/notify', { orderNo: order.orderNo, txn: 'txn_points_002' });
    const ledger = (await api.call('GET', '/api/points/ledger?subApp=onmat', undefined, h)).json.data;
    expect(ledger.list).toMatchObject([{ delta: 39, reason: 'purchase', title: '流瑜伽', balance: 39 }]);
  });

  it('shows the wallet, income (with 404 for another user’s) and withdrawals in every state', async () => {
    const api = devApi();
    const h = H(await api.signIn('phala'));
    const w = walletSummary.parse(
      (await api.call('GET', '/api/wallet?subApp=phala', undefined, h)).json.data,
    );
    expect(w).toMatchObject({ frozen: 2500, payee: { channel: 'wechat', name: '学*****' } });
    expect(w.available).toBeGreaterThan(10000);
    const income = incomePage.parse(
      (await api.call('GET', '/api/wallet/income?subApp=phala&pageSize=50', undefined, h)).json.data,
    );
    expect(new Set(income.list.map((i) => i.state))).toEqual(new Set(['pending', 'settled']));
    expect(new Set(income.list.map((i) => i.kind))).toEqual(new Set(['commission', 'study_reward']));
    const one = income.list[0]!;
    expect(
      (await api.call('GET', `/api/wallet/income/${one.id}?subApp=phala`, undefined, h)).json.data,
    ).toEqual(one);
    const other = H(await api.signIn('phala', '13700137002'));
    const en = await api.call('GET', `/api/wallet/income/${one.id}?subApp=phala`, undefined, {
      ...other,
      Language: 'en',
    });
    expect(en.json).toMatchObject({ code: 404, msg: 'Income record not found' });
    const ws = withdrawalPage.parse(
      (await api.call('GET', '/api/wallet/withdrawals?subApp=phala', undefined, h)).json.data,
    );
    expect(new Set(ws.list.map((x) => x.state))).toEqual(
      new Set(['applied', 'processing', 'paid', 'rejected']),
    );
    expect(ws.list.find((x) => x.state === 'rejected')!.reason).toBeTruthy();
  });

  it('shows practice by month and pays a month that reached the target, once', async () => {
    const api = devApi();
    const h = H(await api.signIn('phala'));
    const now = (await api.call('GET', '/api/study-reward/rule?subApp=phala')).json.data;
    expect(now).toMatchObject({ targetDays: 20, reward: 3000 });
    const p = studyProgress.parse(
      (await api.call('GET', '/api/study-reward/progress?subApp=phala', undefined, h)).json.data,
    );
    expect(p.month).toBe(now.month);
    expect(p.days.length).toBeLessThan(20);
    expect(p.earnedTotal).toBe(6000);
    expect(p.recent.length).toBe(10);
    const user = api.db.prepare("SELECT id FROM users WHERE phone = '13800138000'").get() as { id: number };
    const before = (await api.call('GET', '/api/wallet?subApp=phala', undefined, h)).json.data.available;
    const add = api.db.prepare("INSERT OR IGNORE INTO practice_days VALUES (?, 'phala', ?, 30, '流瑜伽')");
    for (let d = 1; d <= 20; d++) add.run(user.id, `2020-01-${String(d).padStart(2, '0')}`);
    for (let i = 0; i < 2; i++)
      await api.call('GET', '/api/study-reward/progress?subApp=phala&month=2020-01', undefined, h);
    const after = (await api.call('GET', '/api/wallet?subApp=phala', undefined, h)).json.data.available;
    expect(after - before).toBe(3000);
    expect(
      (await api.call('GET', '/api/study-reward/progress?subApp=phala&month=2020-13', undefined, h)).json
        .code,
    ).toBe(400);
  });
});
