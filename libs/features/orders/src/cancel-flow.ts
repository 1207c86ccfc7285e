import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { ApiBusinessError } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { confirmDialog, showToast } from '@yoga/ui';
import { cancelAndRefresh } from '@yoga/data-access-course-orders';

/**
 * Cancel payment / cancel appointment (spec section 4): confirm, "Cancelling...", then "Cancel
 * Success" or "Cancel Fail" with the service's reason. Resolves true when the order was cancelled.
 * Its own chunk (use-cancel-flow.ts): most visits to an order list cancel nothing.
 */
export async function runCancelFlow(
  client: QueryClient,
  subApp: SubAppId,
  o: Order,
  appointment: boolean,
): Promise<boolean> {
  const go = await confirmDialog({
    title: t`取消订单`,
    message: appointment ? t`确认退款？` : t`确认取消支付？`,
    ok: t`确认`,
    cancel: t`再想想`,
  });
  if (!go) return false;
  void showToast(t`取消中…`, { icon: 'loading', duration: 0 });
  try {
    await cancelAndRefresh(client, subApp, o.orderNo);
    void showToast(t`取消成功`, { icon: 'success' });
    return true;
  } catch (e) {
    // Signed out meanwhile: the request layer has said so and is taking the user to log in.
    if (e instanceof ApiBusinessError && e.code === 403) return false;
    const why = e instanceof ApiBusinessError ? e.serverMsg : '';
    void showToast(why ? t`取消失败：${why}` : t`取消失败`, { icon: 'fail' });
    return false;
  }
}
