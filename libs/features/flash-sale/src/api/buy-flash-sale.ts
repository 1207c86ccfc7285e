import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { flashSaleKeys } from '../keys';

/** POST /api/flash-sale/items/:id/buy?subApp=: one unit at the sale price, as a pending store order. */
export function buyFlashSaleItem(subApp: SubAppId, id: number): Promise<Order> {
  return api.app.post<Order>(`flash-sale/items/${id}/buy`, undefined, { searchParams: { subApp } });
}

/**
 * Buys one unit. Whatever the answer (bought, sold out, already bought, not started), the board is
 * refetched so what is left and the caller's own order show as the server has them; a refusal is
 * toasted by the request layer in the server's words.
 */
export function useBuyFlashSaleItem(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => buyFlashSaleItem(subApp, id),
    onSettled: () => client.invalidateQueries({ queryKey: flashSaleKeys.board(subApp) }),
  });
}
