import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@yoga/format';
import { API, failJson, renderScreen, startServer, breakStorage } from '@yoga/testing';
import { fundOf, fundsStore, fundsHandlers } from './testing/handlers';
import FundDetailScreen from './fund-detail-screen';

const server = startServer(...fundsHandlers);
const open = (id: string | number = 1, o: { locale?: 'zh' | 'en'; signedIn?: boolean } = {}) =>
  renderScreen(<FundDetailScreen />, {
    path: `/bay/fund_detail/${id}`,
    route: '/bay/fund_detail/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const options = () => screen.getAllByTestId('fund-option');

beforeEach(() => {
  sessionStorage.clear();
});

describe('fund detail', () => {
  it('shows the proposal: title, amount, proposer, period with countdown, options with counts as text', async () => {
    await open();
    expect((await screen.findByTestId('fund-head')).textContent).toContain('社区瑜伽垫更换计划');
    expect(screen.getByTestId('fund-amount').textContent).toBe(formatMoney(1_200_000));
    expect(screen.getByText('社区委员会 · 林老师')).toBeTruthy();
    expect(screen.getByTestId('fund-clock').textContent).toMatch(/^距投票结束 \d+天 \d\d:\d\d:\d\d$/);
    expect(screen.getByTestId('fund-total').textContent).toBe('共 10 票');
    expect(options().map((o) => o.textContent)).toEqual([
      '同意6 票 · 60%',
      '反对3 票 · 30%',
      '弃权1 票 · 10%',
    ]);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '投票' })).toBeTruthy();
  });

  it('reads in English', async () => {
    await open(1, { locale: 'en' });
    expect((await screen.findByTestId('fund-total')).textContent).toBe('10 votes in all');
    expect(screen.getByTestId('fund-clock').textContent).toMatch(/^Voting ends in /);
    expect(options()[0]!.textContent).toContain('6 votes · 60%');
    expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();
  });

  it('asks for a choice first, then votes: the count includes the vote, the choice is marked and locked', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '投票' }));
    expect(screen.getByRole('alert').textContent).toBe('请先选择一个选项');
    await user.click(screen.getByRole('radio', { name: /反对/ }));
    await user.click(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(screen.getByTestId('fund-total').textContent).toBe('共 11 票'));
    expect(options()[1]!.textContent).toContain('我的选择');
    expect(options()[1]!.textContent).toContain('4 票 · 36%');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByTestId('fund-my-vote').textContent).toContain('你已投票：反对');
    expect((screen.getByRole('button', { name: '已投票' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows my vote locked when I voted before', async () => {
    fundsStore.current[1] = fundOf(1, 'open', 12);
    await open();
    expect((await screen.findByTestId('fund-my-vote')).textContent).toContain('反对');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '投票' })).toBeNull();
  });

  it('says in words when the vote is refused as already cast, and reads the count again', async () => {
    let reads = 0;
    server.use(
      http.post(`${API}/funds/:id/vote`, () => failJson(4903, 'x')),
      http.get(
        `${API}/funds/:id/tally`,
        () => (reads++, HttpResponse.json({ state: 1, code: 0, msg: '', data: fundOf(1, 'open', 11).tally })),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: /同意/ }));
    await user.click(screen.getByRole('button', { name: '投票' }));
    expect((await screen.findByRole('alert')).textContent).toBe('你已经投过票了，每人只能投一次');
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    expect(await screen.findByTestId('fund-my-vote')).toBeTruthy();
  });

  it('closed: the final result with the winner marked and no vote button', async () => {
    await open(2);
    expect((await screen.findByTestId('fund-result')).textContent).toBe('同意 胜出');
    expect(options()[0]!.textContent).toContain('胜出');
    expect(screen.getByTestId('fund-clock').textContent).toBe('投票已结束');
    expect(screen.queryByRole('button', { name: '投票' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('not started: a countdown to the start and no way to vote yet', async () => {
    await open(3);
    expect((await screen.findByTestId('fund-clock')).textContent).toMatch(/^距投票开始 /);
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '投票' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('shows a skeleton while loading, and an error with retry when the fund does not load', async () => {
    server.use(http.get(`${API}/funds/:id`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('投票加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows not found for an unknown id, and for an id that does not parse without asking', async () => {
    const { unmount } = await open(999);
    expect(await screen.findByText('投票不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    unmount();
    let asked = false;
    server.use(http.get(`${API}/funds/:id`, () => ((asked = true), failJson(4901))));
    await open('abc');
    expect(await screen.findByText('投票不存在')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('signed out: the page opens; voting goes to login and the choice is kept for the way back', async () => {
    const { user, where, unmount } = await open(1, { signedIn: false });
    await user.click(await screen.findByRole('radio', { name: /弃权/ }));
    await user.click(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(where()).toMatch(/^\/bay\/login\?redirect=/));
    expect(decodeURIComponent(where()!)).toContain('/bay/fund_detail/1');
    unmount();
    await open();
    const kept = (await screen.findByRole('radio', { name: /弃权/ })) as HTMLInputElement;
    await waitFor(() => expect(kept.checked).toBe(true));
    expect(within(screen.getByTestId('fund-options')).getAllByRole('radio')).toHaveLength(3);
  });

  it('ignores a kept choice that is no option (edited by hand) and forgets it', async () => {
    for (const bad of ['1.5', 'abc', '999']) {
      sessionStorage.setItem('fund-vote:bay:1', bad);
      const { unmount } = await open();
      await screen.findAllByTestId('fund-option');
      expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
      expect(sessionStorage.getItem('fund-vote:bay:1')).toBeNull();
      unmount();
    }
  });

  it('signed out with storage that throws: voting still goes to login, the choice is just not kept', async () => {
    breakStorage('fund-vote:');
    const { user, where } = await open(1, { signedIn: false });
    await user.click(await screen.findByRole('radio', { name: /弃权/ }));
    await user.click(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(where()).toMatch(/^\/bay\/login\?redirect=/));
  });
});
