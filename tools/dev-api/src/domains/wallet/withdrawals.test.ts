import { describe, expect, it } from 'vitest';
import { WALLET_CODES, walletWithdrawal } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const phone = '13500135000';
const url = '/api/wallet/withdrawals?subApp=phala';

/** A phala user with ¥10.00 available and a stand-in whose clock the test moves. */
async function funded(available = 1000) {
  let now = Date.parse('2026-12-01T02:00:00Z');
  const api = devApi({ now: () => now });
  const h = { AUTHORIZE_TOKEN: await api.signIn('phala', phone) };
  const { id } = api.db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number };
  api.db
    .prepare("INSERT INTO wallet_accounts (user_id, sub_app, available) VALUES (?, 'phala', ?)")
    .run(id, available);
  const wallet = async () => (await api.call('GET', '/api/wallet?subApp=phala', undefined, h)).json.data;
  const get = async (wid: number) =>
    walletWithdrawal.parse(
      (await api.call('GET', `/api/wallet/withdrawals/${wid}?subApp=phala`, undefined, h)).json.data,
    );
  return { api, h, wallet, get, advance: (ms: number) => void (now += ms), at: () => now };
}

describe('withdrawals', () => {
  it('refuses below ¥1 and above the available balance, with codes the screen can branch on', async () => {
    const { api, h, wallet } = await funded();
    expect((await api.call('POST', url, { amount: 99 }, h)).json).toMatchObject({
      code: WALLET_CODES.amountTooSmall,
      msg: '单次提现金额不能低于 ¥1.00',
    });
    expect((await api.call('POST', url, { amount: 1001 }, h)).json).toMatchObject({
      code: WALLET_CODES.insufficient,
      msg: '可提现余额不足',
    });
    expect((await api.call('POST', url, { amount: 1.5 }, h)).json.code).toBe(400);
    expect((await api.call('POST', url, { amount: '100' }, h)).json.code).toBe(400);
    expect(await wallet()).toMatchObject({ available: 1000, frozen: 0 });
  });

  it('never overdraws when withdrawals race for the same balance', async () => {
    const { api, h, wallet } = await funded(1000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.call('POST', url, { amount: 300 }, h)),
    );
    const ok = answers.filter((a) => a.json.state === 1);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.json.code === WALLET_CODES.insufficient)).toHaveLength(5);
    expect(await wallet()).toMatchObject({ available: 100, frozen: 900 });
  });

  it('moves applied -> processing after a minute -> paid after five, stamped at the due times', async () => {
    const { api, h, wallet, get, advance, at } = await funded();
    const created = walletWithdrawal.parse((await api.call('POST', url, { amount: 100 }, h)).json.data);
    const start = at();
    expect(created).toMatchObject({
      state: 'applied',
      amount: 100,
      processingAt: null,
      payee: { channel: 'wechat', name: '学*****' },
    });
    expect(await wallet()).toMatchObject({ available: 900, frozen: 100 });
    advance(59_999);
    expect((await get(created.id)).state).toBe('applied');
    advance(1);
    expect(await get(created.id)).toMatchObject({
      state: 'processing',
      processingAt: new Date(start + 60_000).toISOString(),
    });
    advance(10 * 60_000);
    expect(await get(created.id)).toMatchObject({
      state: 'paid',
      paidAt: new Date(start + 300_000).toISOString(),
    });
    expect(await wallet()).toMatchObject({ available: 900, frozen: 0 });
  });

  it('returns a rejected amount to the balance; a paid one cannot be rejected (dev advance)', async () => {
    const { api, h, wallet, get } = await funded();
    const a = (await api.call('POST', url, { amount: 400 }, h)).json.data;
    const rejected = await api.call('POST', `/__dev/wallet/withdrawals/${a.id}/advance`, {
      to: 'rejected',
      reason: '账户异常',
    });
    expect(rejected.json.data).toMatchObject({ state: 'rejected', reason: '账户异常' });
    expect(await wallet()).toMatchObject({ available: 1000, frozen: 0 });
    const b = (await api.call('POST', url, { amount: 200 }, h)).json.data;
    await api.call('POST', `/__dev/wallet/withdrawals/${b.id}/advance`, { to: 'paid' });
    expect((await get(b.id)).state).toBe('paid');
    const again = await api.call('POST', `/__dev/wallet/withdrawals/${b.id}/advance`, { to: 'rejected' });
    expect(again.json.code).toBe(WALLET_CODES.cannotAdvance);
    expect(await wallet()).toMatchObject({ available: 800, frozen: 0 });
  });

  it('pages newest first and hides other users’ withdrawals behind a clear 404', async () => {
    const { api, h, advance } = await funded(5000);
    for (let i = 1; i <= 12; i++) {
      await api.call('POST', url, { amount: 100 + i }, h);
      advance(1000);
    }
    const p1 = (await api.call('GET', `${url}&page=1&pageSize=10`, undefined, h)).json.data;
    expect(p1).toMatchObject({ total: 12, page: 1 });
    expect(p1.list[0].amount).toBe(112);
    const p2 = (await api.call('GET', `${url}&page=2&pageSize=10`, undefined, h)).json.data;
    expect(p2.list.map((w: { amount: number }) => w.amount)).toEqual([102, 101]);
    const other = { AUTHORIZE_TOKEN: await api.signIn('phala', '13500135001') };
    expect(
      (await api.call('GET', `/api/wallet/withdrawals/${p1.list[0].id}?subApp=phala`, undefined, other)).json,
    ).toMatchObject({
      code: 404,
      msg: '提现记录不存在',
    });
    expect((await api.call('GET', '/api/wallet/withdrawals/abc?subApp=phala', undefined, h)).json.code).toBe(
      404,
    );
  });
});
