import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@yoga/api';
import type { CmsPage } from '@yoga/contract';
import { pagesKeys } from '../keys';

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
