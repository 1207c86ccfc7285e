import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@yoga/contract';
import { api } from '@yoga/api';
import { accountKeys } from '../keys';

/** GET /api/suman/v1/user/me (suman style: `token` header, code 11 when signed out). */
export function fetchSumanMe(): Promise<User> {
  return api.suman.get<User>('/api/suman/v1/user/me');
}

export const sumanMeOptions = () =>
  queryOptions({ queryKey: accountKeys.me('suman'), queryFn: fetchSumanMe, retry: false });

export const useSumanMe = () => useQuery(sumanMeOptions());
