import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { PointsFilter, PointsPage } from '@yoga/contract';
import { pointsKeys } from '@yoga/data-access-points';
import type { SubAppId } from '@yoga/platform';
import { PAGE_SIZE, pagedOptions } from './paged';

// The summary (balance, earned, spent) is @yoga/data-access-points' own: course_pay and the store's
// order sheet read it too, and an order anywhere refreshes it and these ledgers together.

/** GET /api/points/ledger?subApp=&kind=&page=&pageSize= : newest first, with the balance after each. */
export const fetchLedgerPage = (subApp: SubAppId, kind: PointsFilter, page: number) =>
  api.app.get<PointsPage>('points/ledger', {
    searchParams: { subApp, kind, page, pageSize: PAGE_SIZE },
  });

export const ledgerOptions = (subApp: SubAppId, kind: PointsFilter) =>
  pagedOptions(pointsKeys.ledger(subApp, kind), (page) => fetchLedgerPage(subApp, kind, page));
export const useLedger = (subApp: SubAppId, kind: PointsFilter) =>
  useInfiniteQuery(ledgerOptions(subApp, kind));
