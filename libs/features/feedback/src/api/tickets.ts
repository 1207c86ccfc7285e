import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { FeedbackCategory, FeedbackPage, FeedbackSubmitRequest, FeedbackTicket } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { feedbackKeys } from '../keys';

export const PAGE_SIZE = 10;

/** GET /api/feedback/categories?subApp= (public). */
export const useCategories = (subApp: SubAppId) =>
  useQuery(
    queryOptions({
      queryKey: feedbackKeys.categories(subApp),
      queryFn: () => api.app.get<FeedbackCategory[]>('feedback/categories', { searchParams: { subApp } }),
      staleTime: 10 * 60_000,
    }),
  );

/** GET /api/feedback?subApp=&page=&pageSize= (AUTHORIZE_TOKEN): the caller's tickets, latest change first. */
export function fetchTicketPage(subApp: SubAppId, page: number): Promise<FeedbackPage> {
  return api.app.get<FeedbackPage>('feedback', { searchParams: { subApp, page, pageSize: PAGE_SIZE } });
}

export const useTicketList = (subApp: SubAppId, enabled = true) =>
  useInfiniteQuery({
    ...pagedQueryOptions({
      queryKey: feedbackKeys.lists(subApp),
      fetchPage: (page) => fetchTicketPage(subApp, page),
    }),
    enabled,
  });

/** GET /api/feedback/:id?subApp= (404 for an unknown or foreign id). null sends nothing: not found at once. */
export const useTicket = (subApp: SubAppId, id: number | null) =>
  useQuery({
    queryKey: feedbackKeys.detail(subApp, id ?? 0),
    queryFn: () => api.app.get<FeedbackTicket>(`feedback/${id}`, { searchParams: { subApp } }),
    enabled: id !== null,
  });

/** POST /api/feedback?subApp=: one ticket per requestId (a double tap or a retry makes one). */
export function useSubmitTicket(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackSubmitRequest) =>
      api.app.post<FeedbackTicket>('feedback', body, { searchParams: { subApp } }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.lists(subApp) }),
  });
}

/** POST /api/feedback/:id/messages?subApp=: the user's follow-up; the thread and the list refresh. */
export function useFollowUp(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.app.post<FeedbackTicket>(`feedback/${id}/messages`, { text }, { searchParams: { subApp } }),
    onSuccess: (ticket) => {
      client.setQueryData(feedbackKeys.detail(subApp, id), ticket);
      return client.invalidateQueries({ queryKey: feedbackKeys.lists(subApp) });
    },
  });
}
