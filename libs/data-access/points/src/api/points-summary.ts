import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { PointsSummary } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { pointsKeys } from '../keys';

/** GET /api/points?subApp= (AUTHORIZE_TOKEN; 403 when signed out): balance, earned, spent. */
export const fetchPointsSummary = (subApp: SubAppId) =>
  api.app.get<PointsSummary>('points', { searchParams: { subApp } });

export const pointsSummaryOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: pointsKeys.summary(subApp), queryFn: () => fetchPointsSummary(subApp) });
export const usePointsSummary = (subApp: SubAppId) => useQuery(pointsSummaryOptions(subApp));

/** An order placed, cancelled or refunded moves points: the balance and every ledger are asked again. */
export const pointsChanged = (qc: QueryClient, subApp: SubAppId) =>
  qc.invalidateQueries({ queryKey: pointsKeys.all(subApp) });
