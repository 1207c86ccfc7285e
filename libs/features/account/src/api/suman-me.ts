import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@yoga/contract';
import { appApi } from '@yoga/app-shell';

/** GET /api/suman/v1/user/me (suman style: `token` header, code 11 when signed out). */
export function fetchSumanMe(): Promise<User> {
  return appApi().suman.get<User>('/api/suman/v1/user/me');
}

export const sumanMeOptions = () => queryOptions({ queryKey: ['suman', 'me'], queryFn: fetchSumanMe, retry: false });

export const useSumanMe = () => useQuery(sumanMeOptions());
