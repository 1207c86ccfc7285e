import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { pendingOrderOf, VIP_CODES } from '@yoga/contract/codes';
import { formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { confirmDialog, showToast, useSubApp } from '@yoga/ui';

/**
 * A failed deposit order, answered: when the server refused it because a deposit order for the offer
 * is still unpaid, that order is offered (its cashier, or keep browsing) instead of a bare message;
 * other refusals are toasted (the order call does not toast, so the dialog is not doubled by one).
 */
export function useDepositFailure() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sub = useSubApp();
  return (e: unknown): void => {
    if (!(e instanceof ApiBusinessError)) return void showToast(t`下单失败，请稍后重试`);
    const pending = e.code === VIP_CODES.depositPending ? pendingOrderOf(e.data) : null;
    if (!pending) {
      // 403 is the request layer's: it sends the user to log in and back here.
      if (e.code !== 403) void showToast(e.serverMsg || t`下单失败，请稍后重试`);
      return;
    }
    const amount = formatMoney(pending.amount);
    void confirmDialog({
      title: t`你有一笔待支付订单`,
      message: t`定金 ${amount} 尚未支付，继续支付这笔订单即可`,
      ok: t`去支付`,
      cancel: t`再看看`,
    }).then((go) => {
      if (go) void navigate(link(sub, 'app/pay_info', { orderNo: pending.orderNo }));
    });
  };
}
