import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Evaluation, EvaluationRequest } from '@yoga/contract';
import { orderChanged } from '@yoga/data-access-course-orders';
import { reviewsChanged } from '@yoga/data-access-course-reviews';
import type { SubAppId } from '@yoga/platform';
import { ordersKeys } from '../keys';

/** GET /api/evaluations/:orderNo?subApp= (404 when the order has none yet). */
export function fetchEvaluation(subApp: SubAppId, orderNo: string): Promise<Evaluation> {
  return api.app.get<Evaluation>(`evaluations/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const evaluationOptions = (subApp: SubAppId, orderNo: string, enabled = true) =>
  queryOptions({
    queryKey: ordersKeys.evaluation(subApp, orderNo),
    queryFn: () => fetchEvaluation(subApp, orderNo),
    enabled: enabled && orderNo !== '',
    staleTime: Infinity, // written once, never edited
  });

export const useEvaluation = (subApp: SubAppId, orderNo: string, enabled?: boolean) =>
  useQuery(evaluationOptions(subApp, orderNo, enabled));

/** POST /api/evaluations?subApp= (409 when evaluated already or not evaluable). */
export function submitEvaluation(subApp: SubAppId, body: EvaluationRequest): Promise<Evaluation> {
  return api.app.post<Evaluation>('evaluations', body, { searchParams: { subApp } });
}

export function useSubmitEvaluation(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationRequest) => submitEvaluation(subApp, body),
    onSuccess: (e) => {
      client.setQueryData(ordersKeys.evaluation(subApp, e.orderNo), e);
      // It is one of the course's reviews now: the course page lists it without waiting.
      void reviewsChanged(client, subApp);
    },
    // The order's evaluated flag changed: every list and detail of it refreshes, on any screen.
    onSettled: () => orderChanged(client, subApp),
  });
}
