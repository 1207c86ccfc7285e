import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { DepositOffer, DepositTargetKind } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { vipKeys } from '../keys';

export type DepositTarget = { targetKind: DepositTargetKind; targetId: number };

/** GET /api/vip/deposits/offer?subApp=&courseId= | &eventId= (the token, when there is one, adds `mine`). */
export function fetchDepositOffer(subApp: SubAppId, t: DepositTarget): Promise<DepositOffer> {
  // The screen words an unknown target itself, so the request layer does not toast it too.
  return api.app.get<DepositOffer>('vip/deposits/offer', {
    showError: false,
    searchParams: { subApp, [`${t.targetKind}Id`]: t.targetId },
  });
}

export const depositOfferOptions = (subApp: SubAppId, t: DepositTarget) =>
  queryOptions({
    queryKey: vipKeys.deposit(subApp, `${t.targetKind}-${t.targetId}`),
    queryFn: () => fetchDepositOffer(subApp, t),
  });

export const useDepositOffer = (subApp: SubAppId, t: DepositTarget | null) =>
  useQuery({
    ...depositOfferOptions(subApp, t ?? { targetKind: 'course', targetId: 0 }),
    enabled: t !== null,
  });
