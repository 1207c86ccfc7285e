import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { COURSE_CODES, pendingOrderOf } from '@yoga/contract/codes';
import { formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { confirmDialog, useSubApp } from '@yoga/ui';

/**
 * The server refused a second order because one for this class is still unpaid: offer that one (it
 * keeps the coupon and the seat) instead of creating another, and open its cashier if the user
 * wants. Returns whether the error was that refusal (the caller says nothing more then).
 */
export function usePendingOrderOffer() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sub = useSubApp();
  return (e: unknown): boolean => {
    const pending =
      e instanceof ApiBusinessError && e.code === COURSE_CODES.orderPending ? pendingOrderOf(e.data) : null;
    if (!pending) return false;
    const amount = formatMoney(pending.amount);
    void confirmDialog({
      title: t`你有一笔待支付订单`,
      message: t`待支付 ${amount}，下单时的优惠仍然有效`,
      ok: t`去支付`,
      cancel: t`再看看`,
    }).then((go) => {
      if (go) void navigate(link(sub, 'app/pay_info', { orderNo: pending.orderNo }));
    });
    return true;
  };
}
