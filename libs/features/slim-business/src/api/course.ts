import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { BusinessCourse } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { slimBusinessKeys } from '../keys';

/** GET /api/slim-business/courses/:id?subApp= (sign-in optional: adds whether it is mine). */
export const fetchBusinessCourse = (subApp: SubAppId, id: number) =>
  api.app.get<BusinessCourse>(`slim-business/courses/${id}`, {
    searchParams: { subApp },
    showError: false,
  });

export const businessCourseOptions = (subApp: SubAppId, id: number | null) =>
  queryOptions({
    queryKey: slimBusinessKeys.course(subApp, id ?? 0),
    queryFn: () => fetchBusinessCourse(subApp, id!),
    enabled: id !== null,
  });

/** An id that cannot name a course (null) sends nothing: the screen shows not-found. */
export const useBusinessCourse = (subApp: SubAppId, id: number | null) =>
  useQuery(businessCourseOptions(subApp, id));
