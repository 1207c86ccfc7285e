import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LOTTERY_DRAW_KEY_PATTERN } from '@yoga/contract/codes';
import { API, renderScreen, startServer } from '@yoga/testing';
import { activityOf, lotteryHandlers, prizes, resetLottery, state, winOf } from './testing/handlers';
import LotteryActivityScreen from './lottery-activity-screen';

const server = startServer(...lotteryHandlers);
const open = (id = '1', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<LotteryActivityScreen />, {
    path: `/slim/lottery_activity/${id}`,
    route: '/slim/lottery_activity/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });
const spinButton = () => screen.getByTestId('lottery-spin');

beforeEach(resetLottery);
afterEach(() => vi.unstubAllGlobals());

describe('lottery activity', () => {
  it('opens signed out with the wheel, the prizes and the rules; drawing goes to sign-in and back', async () => {
    const { user, where } = await open('1', { signedIn: false });
    expect(await screen.findByText('会员福利大转盘')).toBeTruthy();
    expect(screen.getByTestId('lottery-chances').textContent).toBe('登录后每人可抽 3 次');
    expect(screen.getAllByText('瑜伽垫一张').length).toBeGreaterThan(0);
    expect(screen.getByText('活动期间每位用户可抽奖 3 次。')).toBeTruthy();
    expect(screen.queryByText('我的奖品')).toBeNull();
    await user.click(spinButton());
    expect(where()).toBe('/slim/login?redirect=%2Fslim%2Flottery_activity%2F1');
    expect(state.draws).toEqual([]);
  });

  it('sends only a key, shows the prize the server chose, and the chances and my prizes read again', async () => {
    const { user } = await open();
    expect(await screen.findByText('还有 3 次抽奖机会')).toBeTruthy();
    expect(await screen.findByText('还没有中奖记录')).toBeTruthy();
    await user.click(spinButton());
    const result = await screen.findByTestId('lottery-result');
    expect(result.textContent).toContain('恭喜你抽中：瑜伽垫一张');
    expect(screen.getAllByRole('link', { name: '填写收货地址' })[0]!.getAttribute('href')).toBe(
      '/slim/lottery_activity/receive_goods/101',
    );
    expect(state.draws).toHaveLength(1);
    expect(state.draws[0]).toMatch(LOTTERY_DRAW_KEY_PATTERN);
    expect(await screen.findByText('还有 2 次抽奖机会')).toBeTruthy();
    expect(screen.getByTestId('lottery-wins').textContent).toContain('填写收货地址');
    // a "thanks" says so, and the next press sends a new key
    state.next = prizes[1]!;
    await user.click(spinButton());
    await waitFor(() => expect(screen.getByTestId('lottery-result').textContent).toBe('没有抽中，谢谢参与'));
    expect(new Set(state.draws).size).toBe(2);
  });

  it('turns the wheel to the server’s prize before saying it, unless the phone asks for less motion', async () => {
    const motion = (reduce: boolean) =>
      vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q }));
    motion(false);
    const { user, container, unmount } = await open();
    await screen.findByText('还有 3 次抽奖机会');
    await user.click(spinButton());
    await waitFor(() => expect(container.querySelector('[data-moving]')).toBeTruthy());
    expect(screen.queryByTestId('lottery-result')).toBeNull();
    expect(spinButton().textContent).toBe('抽奖中…');
    expect(await screen.findByTestId('lottery-result', {}, { timeout: 6000 })).toBeTruthy();
    unmount();
    motion(true);
    const reduced = await open();
    await screen.findByText('还有 2 次抽奖机会');
    await reduced.user.click(spinButton());
    expect((await screen.findByTestId('lottery-result')).textContent).toContain('瑜伽垫一张');
    expect(reduced.container.querySelector('[data-moving]')).toBeNull();
  }, 15_000);

  it('sends the same key again after an answer was lost, so a retry cannot use a second chance', async () => {
    const tried: string[] = [];
    server.use(
      http.post(
        `${API}/lottery/activities/:id/draw`,
        async ({ request }) => {
          tried.push(((await request.json()) as { key: string }).key);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user } = await open();
    await screen.findByText('还有 3 次抽奖机会');
    await user.click(spinButton());
    await waitFor(() => expect(tried).toHaveLength(1));
    await waitFor(() => expect((spinButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(spinButton());
    await screen.findByTestId('lottery-result');
    expect(state.draws).toEqual(tried);
  });

  it('says when the chances are used up, and does not let the button draw', async () => {
    state.activity = activityOf({ chancesLeft: 0 });
    state.wins = [winOf({ prize: prizes[2]!, couponCode: 'ABCD2345' })];
    await open();
    expect(await screen.findByText('你的抽奖次数已用完')).toBeTruthy();
    expect(spinButton().textContent).toBe('抽奖次数已用完');
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByTestId('lottery-wins')).textContent).toContain('ABCD2345');
  });

  it('shows an activity not started yet and one that has ended', async () => {
    state.activity = activityOf({ state: 'upcoming' });
    const { unmount } = await open();
    expect(await screen.findByText(/^活动将于 .+ 开始$/)).toBeTruthy();
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    unmount();
    state.activity = activityOf({ state: 'ended' });
    await open();
    expect(await screen.findByText('活动已结束，感谢参与')).toBeTruthy();
    expect(spinButton().textContent).toBe('活动已结束');
  });

  it('is not found for a malformed id (no request) and for an unknown one', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/lottery/activities/:id`, () => {
        asked++;
        return HttpResponse.json({ state: 0, code: 404, msg: '抽奖活动不存在', data: null });
      }),
    );
    const { unmount } = await open('abc');
    expect(await screen.findByText('抽奖活动不存在')).toBeTruthy();
    expect(asked).toBe(0);
    unmount();
    await open('99');
    expect(await screen.findByText('抽奖活动不存在')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('shows a skeleton, then an error with retry', async () => {
    server.use(http.get(`${API}/lottery/activities/:id`, () => new HttpResponse(null, { status: 500 })));
    const { container, user } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('抽奖活动加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    server.resetHandlers(...lotteryHandlers);
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('会员福利大转盘')).toBeTruthy();
  });

  it('speaks English', async () => {
    state.activity = activityOf({ chancesLeft: 2 });
    await open('1', { locale: 'en' });
    expect(await screen.findByText('2 draws left')).toBeTruthy();
    expect(spinButton().textContent).toBe('Spin the wheel');
    expect(screen.getByText('Prizes')).toBeTruthy();
  });
});
