import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { FreeBooking } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coursesKeys } from '../keys';

export interface FreeBookInput {
  subApp: SubAppId;
  classId: number;
}

/** POST /api/courses/free/book: one free class per user per day. */
export function bookFreeClass(input: FreeBookInput): Promise<FreeBooking> {
  // Full or already booked lead to the result screen, which says so; no toast on top.
  return api.app.post<FreeBooking>('courses/free/book', input, { showError: false });
}

export function useFreeBook() {
  const qc = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: ['courses', 'free-book'], mutationFn: bookFreeClass }),
    onSettled: (_d, _e, input) => qc.invalidateQueries({ queryKey: coursesKeys.freeDay(input.subApp) }),
  });
}
