import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { PointsFilter, PointsPage, PointsSummary } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { walletKeys } from '../keys';
import { PAGE_SIZE, pagedOptions } from './paged';

/** GET /api/points?subApp= (AUTHORIZE_TOKEN; 403 when signed out). */
export const fetchPointsSummary = (subApp: SubAppId) =>
  api.standard.get<PointsSummary>('points', { searchParams: { subApp } });

export const pointsSummaryOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: walletKeys.points(subApp), queryFn: () => fetchPointsSummary(subApp) });
export const usePointsSummary = (subApp: SubAppId) => useQuery(pointsSummaryOptions(subApp));

/** GET /api/points/ledger?subApp=&kind=&page=&pageSize= : newest first, with the balance after each. */
export const fetchLedgerPage = (subApp: SubAppId, kind: PointsFilter, page: number) =>
  api.standard.get<PointsPage>('points/ledger', {
    searchParams: { subApp, kind, page, pageSize: PAGE_SIZE },
  });

export const ledgerOptions = (subApp: SubAppId, kind: PointsFilter) =>
  pagedOptions(walletKeys.ledger(subApp, kind), (page) => fetchLedgerPage(subApp, kind, page));
export const useLedger = (subApp: SubAppId, kind: PointsFilter) =>
  useInfiniteQuery(ledgerOptions(subApp, kind));
