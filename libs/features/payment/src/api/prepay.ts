import { useMutation } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { PayChannel, PrepayResponse } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/** POST /api/pay/prepay?subApp= {orderNo, channel}: how to pay, for the host the page runs in. */
export function prepay(subApp: SubAppId, orderNo: string, channel: PayChannel): Promise<PrepayResponse> {
  return api.app.post<PrepayResponse>('pay/prepay', { orderNo, channel }, { searchParams: { subApp } });
}

export const usePrepay = (subApp: SubAppId, orderNo: string) =>
  useMutation({ mutationFn: (channel: PayChannel) => prepay(subApp, orderNo, channel) });
