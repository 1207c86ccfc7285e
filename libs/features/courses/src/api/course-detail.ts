import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CourseDetail } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coursesKeys } from '../keys';

/** GET /api/courses/detail?subApp=&courseId= (token optional: with it, the caller's purchase). */
export function fetchCourseDetail(subApp: SubAppId, courseId: number): Promise<CourseDetail> {
  // A missing course is the screen's own not-found state, not a toast.
  return api.app.get<CourseDetail>('courses/detail', {
    searchParams: { subApp, courseId },
    showError: false,
  });
}

export const courseDetailOptions = (subApp: SubAppId, courseId: number) =>
  queryOptions({
    queryKey: coursesKeys.detail(subApp, courseId),
    queryFn: () => fetchCourseDetail(subApp, courseId),
  });

/** courseId null (missing or malformed in the URL): nothing to ask, the screen shows not-found. */
export const useCourseDetail = (subApp: SubAppId, courseId: number | null) =>
  useQuery({ ...courseDetailOptions(subApp, courseId ?? 0), enabled: courseId !== null });
