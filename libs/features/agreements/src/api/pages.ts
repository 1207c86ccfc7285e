import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@yoga/api';
import type { CmsPage, RecipeDetail } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { pagesKeys, recipesKeys } from '../keys';

export const fetchPage = (id: number) => api.standard.get<CmsPage>(`pages/${id}`);

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
  api.standard.get<RecipeDetail>(`pages/recipes/${id}`, { searchParams: { subApp } });

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
