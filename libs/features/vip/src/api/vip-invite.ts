import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiBusinessError } from '@yoga/api';
import type { VipInvite } from '@yoga/contract';
import { VIP_CODES } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { vipKeys } from '../keys';

/** GET /api/vip/invites/:teacherId?subApp= : the coach and the invited price of each plan. */
export function fetchVipInvite(subApp: SubAppId, teacherId: number): Promise<VipInvite> {
  return api.standard.get<VipInvite>(`vip/invites/${teacherId}`, {
    auth: false,
    showError: false,
    searchParams: { subApp },
  });
}

/** An unknown coach is an answer (the screen says so), not a failure worth retrying. */
export const isUnknownTeacher = (e: unknown) =>
  e instanceof ApiBusinessError && e.code === VIP_CODES.teacherNotFound;

export const vipInviteOptions = (subApp: SubAppId, teacherId: number) =>
  queryOptions({
    queryKey: vipKeys.invite(subApp, teacherId),
    queryFn: () => fetchVipInvite(subApp, teacherId),
  });

export const useVipInvite = (subApp: SubAppId, teacherId: number) =>
  useQuery(vipInviteOptions(subApp, teacherId));
