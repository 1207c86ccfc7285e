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
    expect(rows()[2]!.textContent).toMatch(/积分兑换软木瑜伽砖.*−300/);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(rows()).toHaveLength(14));
    expect(screen.getByText('没有更多了')).toBeTruthy();
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
