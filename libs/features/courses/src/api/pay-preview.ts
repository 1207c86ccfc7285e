import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CoursePayPreview } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coursesKeys } from '../keys';

/** GET /api/courses/pay-preview?subApp=&courseId=&classId= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchPayPreview(
  subApp: SubAppId,
  courseId: number,
  classId: number,
): Promise<CoursePayPreview> {
  // Sold out or already bought are shown by the screen itself, so no toast on top.
  return api.app.get<CoursePayPreview>('courses/pay-preview', {
    searchParams: { subApp, courseId, classId },
    showError: false,
  });
}

export const payPreviewOptions = (subApp: SubAppId, courseId: number, classId: number) =>
  queryOptions({
    queryKey: coursesKeys.payPreview(subApp, courseId, classId),
    queryFn: () => fetchPayPreview(subApp, courseId, classId),
    // Seats and coupons change under the user.
    staleTime: 0,
  });

/** Ids that did not parse (0) name nothing: no request, the screen shows not-found. */
export const usePayPreview = (subApp: SubAppId, courseId: number, classId: number) =>
  useQuery({ ...payPreviewOptions(subApp, courseId, classId), enabled: courseId > 0 && classId > 0 });
