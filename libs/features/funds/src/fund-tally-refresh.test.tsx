import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { FundTally } from '@yoga/contract';
import { API, okJson, renderScreen, startServer } from '@yoga/testing';
import { fundOf, fundsHandlers } from './testing/handlers';
import FundDetailScreen from './fund-detail-screen';

// The page's refresh interval, shortened so the test sees a few reads in well under a second.
vi.mock('@yoga/contract/codes', async (original) => ({
  ...(await original<typeof import('@yoga/contract/codes')>()),
  FUND_TALLY_REFRESH_MS: 150,
}));

const server = startServer(...fundsHandlers);
const open = (id: number) =>
  renderScreen(<FundDetailScreen />, {
    path: `/bay/fund_detail/${id}`,
    route: '/bay/fund_detail/:id',
    signedIn: true,
    locale: 'zh',
  });

describe('fund tally refresh', () => {
  it('reads the tally again while the vote is open: other members’ votes appear without a reload', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/funds/:id/tally`, () => {
        reads++;
        const t = fundOf(1, 'open').tally;
        return okJson<FundTally>({
          ...t,
          totalVotes: t.totalVotes + reads,
          options: t.options.map((o, i) => (i === 0 ? { ...o, votes: o.votes + reads } : o)),
        });
      }),
    );
    await open(1);
    expect((await screen.findByTestId('fund-total')).textContent).toBe('共 10 票');
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('fund-total').textContent).not.toBe('共 10 票'));
  });

  it('does not poll a closed vote: its count cannot move', async () => {
    let reads = 0;
    server.use(http.get(`${API}/funds/:id/tally`, () => (reads++, okJson(fundOf(2, 'closed').tally))));
    await open(2);
    expect(await screen.findByTestId('fund-result')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 600));
    expect(reads).toBe(0);
  });
});
