import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@yoga/api';
import type { CmsPage, Practice, PracticeFeedbackRequest, RecipeDetail } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { pagesKeys, practicesKeys, recipesKeys } from '../keys';

export const fetchPage = (id: number) => api.app.get<CmsPage>(`pages/${id}`);

/** An id that does not parse asks nothing (the screen shows not found). */
export function useCmsPage(id: number | null) {
  const { i18n } = useLingui();
  return useQuery(
    queryOptions({
      queryKey: pagesKeys.page(id ?? 0, i18n.locale),
      queryFn: () => fetchPage(id!),
      enabled: id !== null,
    }),
  );
}

export const fetchRecipe = (subApp: SubAppId, id: number) =>
  api.app.get<RecipeDetail>(`pages/recipes/${id}`, { searchParams: { subApp } });

/** A recipe; an id that does not parse asks nothing. */
export function useRecipe(subApp: SubAppId, id: number | null) {
  const { i18n } = useLingui();
  return useQuery(
    queryOptions({
      queryKey: recipesKeys.recipe(subApp, id ?? 0, i18n.locale),
      queryFn: () => fetchRecipe(subApp, id!),
      enabled: id !== null,
    }),
  );
}

/** A practice and the caller's rating; asks nothing for a bad id or signed out. */
export function usePractice(subApp: SubAppId, id: number | null, enabled: boolean) {
  const { i18n } = useLingui();
  return useQuery(
    queryOptions({
      queryKey: practicesKeys.practice(subApp, id ?? 0, i18n.locale),
      queryFn: () => api.app.get<Practice>(`pages/practices/${id}`, { searchParams: { subApp } }),
      enabled: enabled && id !== null,
    }),
  );
}

/** POST …/feedback once; the practice (with the server's rating) replaces the cached one. */
export function useRatePractice(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PracticeFeedbackRequest) =>
      api.app.post<Practice>(`pages/practices/${id}/feedback`, body, { searchParams: { subApp } }),
    onSuccess: () => client.invalidateQueries({ queryKey: practicesKeys.all(subApp) }),
  });
}
