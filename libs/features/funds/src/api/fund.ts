import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiBusinessError, api } from '@yoga/api';
import { FUND_CODES } from '@yoga/contract/codes';
import type { FundDetail, FundTally, FundVoteRequest } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { fundsKeys, type Viewer } from '../keys';

/** GET /api/funds/:id?subApp= (open signed out; the caller's vote when signed in). */
export function fetchFund(subApp: SubAppId, id: number): Promise<FundDetail> {
  return api.app.get<FundDetail>(`funds/${id}`, { searchParams: { subApp } });
}

/** GET /api/funds/:id/tally?subApp=: the live count. */
export function fetchFundTally(subApp: SubAppId, id: number): Promise<FundTally> {
  return api.app.get<FundTally>(`funds/${id}/tally`, { searchParams: { subApp } });
}

/** POST /api/funds/:id/vote?subApp=: no toast, the screen words each refusal beside the button. */
export function voteOnFund(subApp: SubAppId, id: number, body: FundVoteRequest): Promise<FundTally> {
  return api.app.post<FundTally>(`funds/${id}/vote`, body, {
    searchParams: { subApp },
    showError: false,
  });
}

export const fundOptions = (subApp: SubAppId, id: number | null, viewer: Viewer) =>
  queryOptions({
    queryKey: fundsKeys.detail(subApp, id ?? 0, viewer),
    queryFn: () => fetchFund(subApp, id!),
    enabled: id !== null,
  });

/** An id that does not parse asks nothing (the screen shows not found). */
export const useFund = (subApp: SubAppId, id: number | null, viewer: Viewer) =>
  useQuery(fundOptions(subApp, id, viewer));

/**
 * The tally, starting from the one the fund came with and read again every `refreshMs` while the
 * vote is open (false: not at all, the count cannot move).
 */
export function useFundTally(
  subApp: SubAppId,
  viewer: Viewer,
  fund: FundDetail,
  updatedAt: number,
  refreshMs: number | false,
) {
  return useQuery({
    queryKey: fundsKeys.tally(subApp, fund.id, viewer),
    queryFn: () => fetchFundTally(subApp, fund.id),
    initialData: fund.tally,
    initialDataUpdatedAt: updatedAt,
    refetchInterval: refreshMs,
  });
}

/** Refusals after which the page's count and state are out of date (voted elsewhere, opened or closed meanwhile). */
const STALE_AFTER: readonly number[] = [FUND_CODES.alreadyVoted, FUND_CODES.notStarted, FUND_CODES.closed];

/** Votes; the answer is the new tally (mine in it), written into the cache and read again. */
export function useVote(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) => voteOnFund(subApp, id, { optionId }),
    onSuccess: (tally) => {
      client.setQueryData(fundsKeys.tally(subApp, id, 'member'), tally);
      void client.invalidateQueries({ queryKey: fundsKeys.fund(subApp, id) });
    },
    onError: (e) => {
      if (e instanceof ApiBusinessError && e.code !== null && STALE_AFTER.includes(e.code))
        void client.invalidateQueries({ queryKey: fundsKeys.fund(subApp, id) });
    },
  });
}
