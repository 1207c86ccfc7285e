import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { SubAppId } from '@yoga/platform';
import { confirmDialog, showToast, type StoreOrderFlows } from '@yoga/ui';
import { useCancelStoreOrder } from './api/cancel-order';
import { useReceiveStoreOrder } from './api/receive-order';

/** Signed out meanwhile: the request layer has said so and is taking the user to log in. */
const isLogin = (e: unknown) => e instanceof ApiBusinessError && e.code === 403;
const reason = (e: unknown) => (e instanceof ApiBusinessError ? e.serverMsg : '');

/**
 * Cancel a to-pay order and confirm receipt of a shipped one, the same way on every screen that shows
 * store orders (the purchase record, its detail, 我的订单's store tab): ask, show progress, then the
 * outcome. The mutations patch the order wherever it is shown. Its words travel with the features
 * that use it (lingui.config.ts featureLibs).
 */
export function useStoreOrderFlows(subApp: SubAppId): StoreOrderFlows {
  const { t } = useLingui();
  const cancel = useCancelStoreOrder(subApp);
  const receive = useReceiveStoreOrder(subApp);

  const run = async (
    ask: { title: string; message: string; ok: string },
    call: () => Promise<unknown>,
    words: { busy: string; done: string; fail: (why: string) => string },
  ) => {
    if (!(await confirmDialog({ ...ask, cancel: t`再想想` }))) return false;
    void showToast(words.busy, { icon: 'loading', duration: 0 });
    try {
      await call();
      void showToast(words.done, { icon: 'success' });
      return true;
    } catch (e) {
      if (!isLogin(e)) void showToast(words.fail(reason(e)), { icon: 'fail' });
      return false;
    }
  };

  return {
    // Spec section 4's words, as the course order list says them: "Confirm to cancel the payment?",
    // Confirm / Close (再想想), Cancelling..., then Cancel Success or Cancel Fail.
    cancel: (orderNo: string) =>
      run(
        { title: t`取消订单`, message: t`确认取消支付？`, ok: t`确认` },
        () => cancel.mutateAsync(orderNo),
        { busy: t`取消中…`, done: t`取消成功`, fail: (why) => (why ? t`取消失败：${why}` : t`取消失败`) },
      ),
    receive: (orderNo: string) =>
      run(
        { title: t`确认收货`, message: t`请确认已收到全部商品，确认后无法撤回`, ok: t`确认收货` },
        () => receive.mutateAsync(orderNo),
        {
          busy: t`确认中…`,
          done: t`已确认收货`,
          fail: (why) => (why ? t`确认收货失败：${why}` : t`确认收货失败`),
        },
      ),
    pending: {
      cancel: cancel.isPending ? cancel.variables : null,
      receive: receive.isPending ? receive.variables : null,
    },
  };
}
