import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { SubAppId } from '@yoga/platform';
import { confirmDialog, showActionSheet, showToast } from '@yoga/ui';
import { cancelAndRefresh } from '@yoga/data-access-course-orders';

/** "支付遇到问题": retry, talk to a person, or give up on the order (after a confirm). */
export function useTrouble(subApp: SubAppId, orderNo: string, o: { pay: () => void; servicePath?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();

  const cancelOrder = async () => {
    const sure = await confirmDialog({
      title: t`提示`,
      message: t`确认取消支付吗？`,
      ok: t`取消订单`,
      cancel: t`再想想`,
    });
    if (!sure) return;
    void showToast(t`取消中...`, { icon: 'loading', duration: 0 });
    try {
      await cancelAndRefresh(client, subApp, orderNo);
      void showToast(t`取消成功`, { icon: 'success' });
    } catch {
      void showToast(t`取消失败`, { icon: 'fail' });
    }
  };

  return async () => {
    // A sub-app without a service page (beaticam, cycling) offers the other two.
    const service = o.servicePath
      ? [{ key: 'service', text: t`联系客服`, description: t`支付扣款未到账等问题` }]
      : [];
    const choice = await showActionSheet(
      [{ key: 'retry', text: t`重新支付` }, ...service, { key: 'cancel', text: t`取消订单` }],
      t`关闭`,
    );
    if (choice === 'retry') o.pay();
    if (choice === 'service' && o.servicePath) void navigate(o.servicePath);
    if (choice === 'cancel') await cancelOrder();
  };
}
