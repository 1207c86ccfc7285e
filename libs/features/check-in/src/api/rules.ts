import { useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CheckInRules } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { checkInKeys } from '../keys';

/** GET /api/check-in/rules?subApp=&id= (open): the rules in the caller's language; the current activity's without id. */
export function fetchRules(subApp: SubAppId, id: number | null): Promise<CheckInRules> {
  return api.app.get<CheckInRules>('check-in/rules', {
    searchParams: id === null ? { subApp } : { subApp, id: String(id) },
  });
}

export const useRules = (subApp: SubAppId, id: number | null, enabled = true) =>
  useQuery({ queryKey: checkInKeys.rules(subApp, id), queryFn: () => fetchRules(subApp, id), enabled });
