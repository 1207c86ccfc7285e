import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { FreeDay } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coursesKeys } from '../keys';

/** GET /api/courses/free?subApp= (token optional: with it, today's booking of the caller). */
export function fetchFreeDay(subApp: SubAppId): Promise<FreeDay> {
  return api.app.get<FreeDay>('courses/free', { searchParams: { subApp } });
}

export const freeDayOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: coursesKeys.freeDay(subApp), queryFn: () => fetchFreeDay(subApp) });

export const useFreeDay = (subApp: SubAppId) => useQuery(freeDayOptions(subApp));
