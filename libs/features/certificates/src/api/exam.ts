import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { ExamBooking, ExamBookingMine, ExamOptions } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { certificatesKeys } from '../keys';

/** GET /api/certificates/exam/options?subApp= (AUTHORIZE_TOKEN): level, requirements, fee, centres and slots. */
export const examOptionsQuery = (subApp: SubAppId) =>
  queryOptions({
    queryKey: certificatesKeys.examOptions(subApp),
    queryFn: () => api.app.get<ExamOptions>('certificates/exam/options', { searchParams: { subApp } }),
  });
export const useExamOptions = (subApp: SubAppId, enabled = true) =>
  useQuery({ ...examOptionsQuery(subApp), enabled });

/** GET /api/certificates/exam/booking?subApp=: the caller's active booking, or null. */
export const examBookingQuery = (subApp: SubAppId) =>
  queryOptions({
    queryKey: certificatesKeys.examBooking(subApp),
    queryFn: () => api.app.get<ExamBookingMine>('certificates/exam/booking', { searchParams: { subApp } }),
  });
export const useExamBooking = (subApp: SubAppId) => useQuery(examBookingQuery(subApp));

/** POST /api/certificates/exam/bookings?subApp=: a seat taken and a pending order to pay (no toast: the screen words refusals). */
export function useBookExam(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) =>
      api.app.post<ExamBooking>(
        'certificates/exam/bookings',
        { slotId },
        { searchParams: { subApp }, showError: false },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: certificatesKeys.exam(subApp) }),
  });
}

/** POST /api/certificates/exam/bookings/:id/cancel?subApp=: the seat given back (refunded when paid). */
export function useCancelExam(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.app.post<ExamBooking>(`certificates/exam/bookings/${id}/cancel`, undefined, {
        searchParams: { subApp },
        showError: false,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: certificatesKeys.exam(subApp) }),
  });
}
