import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { VipInvite } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { vipKeys } from '../keys';

/** GET /api/vip/invites/:teacherId?subApp= : the coach and the invited price of each plan. */
export function fetchVipInvite(subApp: SubAppId, teacherId: number): Promise<VipInvite> {
  return api.app.get<VipInvite>(`vip/invites/${teacherId}`, {
    auth: false,
    showError: false,
    searchParams: { subApp },
  });
}

export const vipInviteOptions = (subApp: SubAppId, teacherId: number) =>
  queryOptions({
    queryKey: vipKeys.invite(subApp, teacherId),
    queryFn: () => fetchVipInvite(subApp, teacherId),
  });

/** An id that did not parse (0) names no coach: nothing is asked. */
export const useVipInvite = (subApp: SubAppId, teacherId: number) =>
  useQuery({ ...vipInviteOptions(subApp, teacherId), enabled: teacherId > 0 });
