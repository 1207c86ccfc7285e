import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { LotteryItem } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { lotteryKeys } from '../keys';

/** GET /api/lottery/:id?subApp= (AUTHORIZE_TOKEN; 404 for an unknown or foreign id). */
export function fetchLottery(subApp: SubAppId, id: number): Promise<LotteryItem> {
  return api.standard.get<LotteryItem>(`lottery/${id}`, { searchParams: { subApp } });
}

export const lotteryDetailOptions = (subApp: SubAppId, id: number) =>
  queryOptions({ queryKey: lotteryKeys.detail(subApp, id), queryFn: () => fetchLottery(subApp, id) });

/** An id that did not parse (null) sends nothing: the screen shows not-found at once. */
export const useLottery = (subApp: SubAppId, id: number | null) =>
  useQuery({ ...lotteryDetailOptions(subApp, id ?? 0), enabled: id !== null });
