import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type {
  ApplicationItemRequest,
  CoachApplication,
  Complaint,
  ComplaintList,
  ComplaintRequest,
  IncomeLevel,
  PayrollSign,
  StudentLookup,
} from '@yoga/contract';
import { PAYROLL_SIGN_POLL_MS } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { coachAccountKeys } from '../keys';

/** GET /api/coach-account/students?subApp=&phone=: one of the coach's students, masked (5609 none). */
export const useStudent = (subApp: SubAppId, phone: string | null) =>
  useQuery({
    queryKey: coachAccountKeys.student(subApp, phone ?? ''),
    queryFn: () =>
      api.app.get<StudentLookup>('coach-account/students', {
        searchParams: { subApp, phone: phone! },
        showError: false,
      }),
    enabled: phone !== null,
  });

/** GET /api/coach-account/payroll-sign?subApp=: asked again every few seconds until signed. */
export const usePayrollSign = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachAccountKeys.payroll(subApp),
    queryFn: () => api.app.get<PayrollSign>('coach-account/payroll-sign', { searchParams: { subApp } }),
    refetchInterval: (q) => (q.state.data?.state === 'unsigned' ? PAYROLL_SIGN_POLL_MS : false),
  });

/** GET /api/coach-account/level?subApp=. */
export const useIncomeLevel = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachAccountKeys.level(subApp),
    queryFn: () => api.app.get<IncomeLevel>('coach-account/level', { searchParams: { subApp } }),
  });

/** GET /api/coach-account/application?subApp=. */
export const useApplication = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachAccountKeys.application(subApp),
    queryFn: () => api.app.get<CoachApplication>('coach-account/application', { searchParams: { subApp } }),
  });

/** GET /api/coach-account/complaints?subApp=. */
export const useComplaints = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachAccountKeys.complaints(subApp),
    queryFn: () => api.app.get<ComplaintList>('coach-account/complaints', { searchParams: { subApp } }),
  });

/** POST /api/coach-account/complaints?subApp=. */
export function useSubmitComplaint(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintRequest) =>
      api.app.post<Complaint>('coach-account/complaints', body, { searchParams: { subApp } }),
    onSuccess: () => client.invalidateQueries({ queryKey: coachAccountKeys.complaints(subApp) }),
  });
}

/** POST /api/coach-account/application/items?subApp=: one item with its photos; the answer is the application. */
export function useHandInItem(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationItemRequest) =>
      api.app.post<CoachApplication>('coach-account/application/items', body, {
        searchParams: { subApp },
      }),
    onSuccess: (a) => client.setQueryData(coachAccountKeys.application(subApp), a),
  });
}
