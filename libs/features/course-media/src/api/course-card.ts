import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { CardUsagePage, CourseCard } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseMediaKeys, type Viewer } from '../keys';

export const USAGE_PAGE_SIZE = 10;

/**
 * GET /api/course-media/cards/:id?subApp= (optional token: the balance only for the owner). Silent:
 * not found has its own page and any other failure the error state with retry.
 */
export function fetchCourseCard(subApp: SubAppId, id: number): Promise<CourseCard> {
  return api.app.get<CourseCard>(`course-media/cards/${id}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const courseCardOptions = (subApp: SubAppId, id: number, viewer: Viewer) =>
  queryOptions({
    queryKey: courseMediaKeys.card(subApp, id, viewer),
    staleTime: 0,
    queryFn: () => fetchCourseCard(subApp, id),
  });

/** An id that did not parse (0) names nothing: no request, the screen shows not-found. */
export const useCourseCard = (subApp: SubAppId, id: number, viewer: Viewer) =>
  useQuery({ ...courseCardOptions(subApp, id, viewer), enabled: id > 0 });

/** GET /api/course-media/cards/:id/usages (owner only; 403 sends to login). */
export function fetchCardUsages(subApp: SubAppId, id: number, page: number): Promise<CardUsagePage> {
  return api.app.get<CardUsagePage>(`course-media/cards/${id}/usages`, {
    searchParams: { subApp, page, pageSize: USAGE_PAGE_SIZE },
  });
}

export const cardUsagesOptions = (subApp: SubAppId, id: number) =>
  pagedQueryOptions({
    queryKey: courseMediaKeys.usages(subApp, id),
    fetchPage: (page) => fetchCardUsages(subApp, id, page),
  });

export const useCardUsages = (subApp: SubAppId, id: number, enabled: boolean) =>
  useInfiniteQuery({ ...cardUsagesOptions(subApp, id), enabled });
