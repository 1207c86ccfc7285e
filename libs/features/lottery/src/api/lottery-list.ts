import { useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { LotteryPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { lotteryKeys } from '../keys';

export const PAGE_SIZE = 10;

/** GET /api/lottery?subApp=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchLotteryPage(subApp: SubAppId, page: number): Promise<LotteryPage> {
  return api.standard.get<LotteryPage>('lottery', { searchParams: { subApp, page, pageSize: PAGE_SIZE } });
}

export const lotteryListOptions = (subApp: SubAppId) =>
  pagedQueryOptions({
    queryKey: lotteryKeys.list(subApp),
    fetchPage: (page) => fetchLotteryPage(subApp, page),
  });

export const useLotteryList = (subApp: SubAppId) => useInfiniteQuery(lotteryListOptions(subApp));
