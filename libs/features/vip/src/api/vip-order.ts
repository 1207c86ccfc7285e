import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiBusinessError } from '@yoga/api';
import type { DepositRequest, Order, VipOrderRequest } from '@yoga/contract';
import { VIP_CODES } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { vipKeys } from '../keys';

/** POST /api/vip/orders?subApp= : a pending 'vip' order, priced by the server. */
export function createVipOrder(subApp: SubAppId, body: VipOrderRequest): Promise<Order> {
  return api.app.post<Order>('vip/orders', body, { searchParams: { subApp } });
}

/**
 * POST /api/vip/deposits?subApp= : a pending 'deposit' order. Not toasted here: the screen offers
 * the unpaid order on that refusal and words the others itself (useDepositFailure).
 */
export function createDepositOrder(subApp: SubAppId, body: DepositRequest): Promise<Order> {
  return api.app.post<Order>('vip/deposits', body, { searchParams: { subApp }, showError: false });
}

/** Ordering is not retried: a second order would only sit unpaid beside the first. */
export function useVipOrder(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VipOrderRequest) => createVipOrder(subApp, body),
    // A plan taken off sale since the page loaded: reload the plans so the choice is a real one.
    onError: (e) => {
      if (e instanceof ApiBusinessError && e.code === VIP_CODES.planNotFound)
        void client.invalidateQueries({ queryKey: vipKeys.all(subApp) });
    },
  });
}

export const useDepositOrder = (subApp: SubAppId) =>
  useMutation({ mutationFn: (body: DepositRequest) => createDepositOrder(subApp, body) });
