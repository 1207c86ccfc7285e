import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@yoga/api';
import type {
  SupportCategories,
  SupportQuestion,
  SupportQuestionList,
  SupportService,
  SupportVote,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { deviceId } from '../device';
import { supportKeys } from '../keys';

/** GET /api/support/service?subApp= (open signed out). */
export const fetchService = (subApp: SubAppId) =>
  api.app.get<SupportService>('support/service', { searchParams: { subApp } });

export const fetchCategories = (subApp: SubAppId) =>
  api.app.get<SupportCategories>('support/categories', { searchParams: { subApp } });

/** The search runs on the server (either language, case-insensitive). */
export const fetchQuestions = (subApp: SubAppId, q: string, category: string | null) =>
  api.app.get<SupportQuestionList>('support/questions', {
    searchParams: { subApp, ...(q ? { q } : {}), ...(category ? { category } : {}) },
  });

export const fetchQuestion = (subApp: SubAppId, id: number) =>
  api.app.get<SupportQuestion>(`support/questions/${id}`, {
    searchParams: { subApp, device: deviceId() },
  });

export function useService(subApp: SubAppId) {
  const { i18n } = useLingui();
  return useQuery(
    queryOptions({ queryKey: supportKeys.service(subApp, i18n.locale), queryFn: () => fetchService(subApp) }),
  );
}

export function useCategories(subApp: SubAppId) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: supportKeys.categories(subApp, i18n.locale),
    queryFn: () => fetchCategories(subApp),
  });
}

export function useQuestions(subApp: SubAppId, q: string, category: string | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: supportKeys.questions(subApp, i18n.locale, q, category),
    queryFn: () => fetchQuestions(subApp, q, category),
    placeholderData: (previous) => previous,
  });
}

/** An id that does not parse (null) asks nothing: the screen shows not found. */
export function useQuestion(subApp: SubAppId, id: number | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: supportKeys.question(subApp, id ?? 0, i18n.locale),
    queryFn: () => fetchQuestion(subApp, id!),
    enabled: id !== null,
  });
}

/** POST …/vote: once per account or device; the answer (new counts, my vote) replaces the cached question. */
export function useVote(subApp: SubAppId, id: number) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vote: SupportVote) =>
      api.app.post<SupportQuestion>(
        `support/questions/${id}/vote`,
        { vote, device: deviceId() },
        { searchParams: { subApp } },
      ),
    onSuccess: (q) => client.setQueryData(supportKeys.question(subApp, id, i18n.locale), q),
    // Already said (another tab, another visit): read what the server kept.
    onError: () => client.invalidateQueries({ queryKey: supportKeys.question(subApp, id, i18n.locale) }),
  });
}
