import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { SubAppId } from '@yoga/platform';
import { confirmDialog, showToast } from '@yoga/ui';
import { useReceiveStoreOrder } from '@yoga/data-access-store-orders';

/**
 * Confirm receipt of a shipped store order, as the purchase record does it: ask, "确认中…", then the
 * outcome. The shared mutation patches the store order wherever it is shown (this list, the record,
 * its detail), so no screen keeps offering a receipt already confirmed.
 */
export function useReceiveFlow(subApp: SubAppId) {
  const { t } = useLingui();
  const receive = useReceiveStoreOrder(subApp);
  const run = async (orderNo: string): Promise<boolean> => {
    const go = await confirmDialog({
      title: t`确认收货`,
      message: t`请确认已收到全部商品，确认后无法撤回`,
      ok: t`确认收货`,
      cancel: t`再想想`,
    });
    if (!go) return false;
    void showToast(t`确认中…`, { icon: 'loading', duration: 0 });
    try {
      await receive.mutateAsync(orderNo);
      void showToast(t`已确认收货`, { icon: 'success' });
      return true;
    } catch (e) {
      // Signed out meanwhile: the request layer has said so and is taking the user to log in.
      if (e instanceof ApiBusinessError && e.code === 403) return false;
      const why = e instanceof ApiBusinessError ? e.serverMsg : '';
      void showToast(why ? t`确认收货失败：${why}` : t`确认收货失败`, { icon: 'fail' });
      return false;
    }
  };
  return { run, pending: receive.isPending ? receive.variables : null };
}
