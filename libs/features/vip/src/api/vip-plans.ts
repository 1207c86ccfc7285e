import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { VipPlanKind, VipPlanList } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { vipKeys } from '../keys';

/** GET /api/vip/plans?subApp=&kind= (public: a shared link opens signed out). */
export function fetchVipPlans(subApp: SubAppId, kind: VipPlanKind): Promise<VipPlanList> {
  return api.app.get<VipPlanList>('vip/plans', { auth: false, searchParams: { subApp, kind } });
}

export const vipPlansOptions = (subApp: SubAppId, kind: VipPlanKind) =>
  queryOptions({ queryKey: vipKeys.plans(subApp, kind), queryFn: () => fetchVipPlans(subApp, kind) });

export const useVipPlans = (subApp: SubAppId, kind: VipPlanKind) => useQuery(vipPlansOptions(subApp, kind));
