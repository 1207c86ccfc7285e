import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CourseOrder, CourseOrderRequest } from '@yoga/contract';
import { orderChanged } from '@yoga/data-access-course-orders';
import { coursesKeys } from '../keys';

/** POST /api/courses/order: holds the seat and creates the pending order the cashier takes. */
export function placeCourseOrder(input: CourseOrderRequest): Promise<CourseOrder> {
  // The screen words a sold-out class itself (with a way back); other refusals are toasted.
  return api.app.post<CourseOrder>('courses/order', input, { showError: false });
}

export function useCourseOrder() {
  const qc = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: ['courses', 'order'], mutationFn: placeCourseOrder }),
    // Seats, the purchase and the coupons all changed; the new order shows in the order list.
    onSettled: (_d, _e, input) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: coursesKeys.all(input.subApp) }),
        orderChanged(qc, input.subApp),
      ]),
  });
}
