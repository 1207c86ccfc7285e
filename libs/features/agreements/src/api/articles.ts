import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@yoga/api';
import type { Article, ArticleRead } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { articlesKeys } from '../keys';

export const fetchArticle = (subApp: SubAppId, id: number) =>
  api.app.get<Article>(`articles/${id}`, { searchParams: { subApp } });
export const fetchNotice = (subApp: SubAppId) =>
  api.app.get<Article>('articles/notify', { searchParams: { subApp } });

/** An id that does not parse asks nothing (the screen shows not found). */
export function useArticle(subApp: SubAppId, id: number | null) {
  const { i18n } = useLingui();
  return useQuery(
    queryOptions({
      queryKey: articlesKeys.article(subApp, id ?? 0, i18n.locale),
      queryFn: () => fetchArticle(subApp, id!),
      enabled: id !== null,
    }),
  );
}

export function useNotice(subApp: SubAppId) {
  const { i18n } = useLingui();
  return useQuery(
    queryOptions({ queryKey: articlesKeys.notice(subApp, i18n.locale), queryFn: () => fetchNotice(subApp) }),
  );
}

/**
 * POST …/read: one read counted per open of an article. A query, not an effect firing a mutation:
 * the screen asks for it by being shown (deduplicated while mounted, never refetched, forgotten once
 * the screen closes so the next open counts again). No toast and no retry: a count that failed to go
 * up is no error to show. The screen's article (under every language's key) then shows the new count.
 */
export function useCountRead(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: articlesKeys.read(subApp, id),
    queryFn: async () => {
      const { readCount } = await api.app.post<ArticleRead>(`articles/${id}/read`, undefined, {
        searchParams: { subApp },
        showError: false,
      });
      client.setQueriesData<Article>({ queryKey: articlesKeys.all(subApp) }, (a) =>
        a && a.id === id ? { ...a, readCount } : a,
      );
      return readCount;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
