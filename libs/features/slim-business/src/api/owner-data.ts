import { useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CoachSigning, CourseOrderData, ExamData } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { slimBusinessKeys } from '../keys';

/** GET /api/slim-business/courses/:id/stats?subApp=&sku= (the owner's): sku null is every edition. */
export const fetchOrderData = (subApp: SubAppId, id: number, sku: number | null) =>
  api.app.get<CourseOrderData>(`slim-business/courses/${id}/stats`, {
    searchParams: sku === null ? { subApp } : { subApp, sku },
    // The screen says every refusal itself (not the owner, not found, a retry): no toast on top.
    showError: false,
  });

export const useOrderData = (subApp: SubAppId, id: number | null, sku: number | null, enabled: boolean) =>
  useQuery({
    queryKey: slimBusinessKeys.stats(subApp, id ?? 0, sku),
    queryFn: () => fetchOrderData(subApp, id!, sku),
    enabled: enabled && id !== null,
  });

/** GET /api/slim-business/exams/:id?subApp= (the owner's). */
export const useExamData = (subApp: SubAppId, id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: slimBusinessKeys.exam(subApp, id ?? 0),
    queryFn: () =>
      api.app.get<ExamData>(`slim-business/exams/${id}`, { searchParams: { subApp }, showError: false }),
    enabled: enabled && id !== null,
  });

/** GET /api/slim-business/signings/:teacherId (open). */
export const useCoachSigning = (teacherId: number | null) =>
  useQuery({
    queryKey: slimBusinessKeys.signing(teacherId ?? 0),
    queryFn: () => api.app.get<CoachSigning>(`slim-business/signings/${teacherId}`, { showError: false }),
    enabled: teacherId !== null,
  });
