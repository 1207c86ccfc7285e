import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { PointsSummary } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * The points balance the order sheet offers to spend. Its key is the points page's own
 * (['wallet', subApp, 'points']), so both share one answer and an order refreshes the page's ledger too.
 */
const pointsKey = (subApp: SubAppId) => ['wallet', subApp, 'points'] as const;

/** GET /api/points?subApp= (AUTHORIZE_TOKEN). */
export const pointsBalanceOptions = (subApp: SubAppId) =>
  queryOptions({
    queryKey: pointsKey(subApp),
    queryFn: () => api.standard.get<PointsSummary>('points', { searchParams: { subApp } }),
  });
export const usePointsBalance = (subApp: SubAppId) => useQuery(pointsBalanceOptions(subApp));

/** Placing or closing an order moves points: the balance and the ledger are asked again. */
export const pointsChanged = (qc: QueryClient, subApp: SubAppId) =>
  qc.invalidateQueries({ queryKey: pointsKey(subApp) });
