import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type {
  BodyProfile,
  BodyProfileRequest,
  ClockIn,
  ClockInRequest,
  ClockMonth,
  FamilyList,
  FamilyMember,
  FamilyMemberRequest,
  MeasurementHistory,
  MeasurementItem,
  PracticeHome,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { practiceKeys } from './keys';

const get = <T>(path: string, subApp: SubAppId, extra: Record<string, string> = {}) =>
  api.app.get<T>(`practice/${path}`, { searchParams: { subApp, ...extra } });
const post = <T>(path: string, subApp: SubAppId, body?: unknown) =>
  api.app.post<T>(`practice/${path}`, body, { searchParams: { subApp } });

/** GET /api/practice/home (optional sign-in). */
export const usePracticeHome = (subApp: SubAppId) =>
  useQuery({ queryKey: practiceKeys.home(subApp), queryFn: () => get<PracticeHome>('home', subApp) });

export const useBodyProfile = (subApp: SubAppId) =>
  useQuery({ queryKey: practiceKeys.profile(subApp), queryFn: () => get<BodyProfile>('profile', subApp) });

export const useFamily = (subApp: SubAppId) =>
  useQuery({ queryKey: practiceKeys.family(subApp), queryFn: () => get<FamilyList>('family', subApp) });

/** A month (YYYY-MM) of clock-ins, its practised days and the streak. */
export const useClockMonth = (subApp: SubAppId, month: string | null) =>
  useQuery({
    queryKey: practiceKeys.clock(subApp, month ?? 'now'),
    queryFn: () => get<ClockMonth>('clock', subApp, month ? { month } : {}),
  });

/** An item that is none of the measurements (null) sends nothing: the screen shows not-found. */
export const useMeasurement = (subApp: SubAppId, item: MeasurementItem | null) =>
  useQuery({
    queryKey: practiceKeys.measurement(subApp, item ?? ''),
    queryFn: () => get<MeasurementHistory>(`measurements/${item}`, subApp),
    enabled: item !== null,
  });

/** Every mutation refetches the whole domain: home, family, calendar and history all move together. */
function useInvalidateAll(subApp: SubAppId) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: practiceKeys.all(subApp) });
}

export function useSaveProfile(subApp: SubAppId) {
  const done = useInvalidateAll(subApp);
  return useMutation({
    mutationFn: (body: BodyProfileRequest) => post<BodyProfile>('profile', subApp, body),
    onSettled: done,
  });
}

export function useSaveMember(subApp: SubAppId) {
  const done = useInvalidateAll(subApp);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FamilyMemberRequest }) =>
      post<FamilyMember>(id ? `family/${id}` : 'family', subApp, body),
    onSettled: done,
  });
}

export function useRemoveMember(subApp: SubAppId) {
  const done = useInvalidateAll(subApp);
  return useMutation({
    mutationFn: (id: number) => post<null>(`family/${id}/delete`, subApp),
    onSettled: done,
  });
}

export function useClockIn(subApp: SubAppId) {
  const done = useInvalidateAll(subApp);
  return useMutation({
    mutationFn: (body: ClockInRequest) => post<ClockIn>('clock', subApp, body),
    onSettled: done,
  });
}
