import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { showToast } from '@yoga/ui';

/**
 * Cancel payment / cancel appointment (cancel-flow.ts, loaded on the first tap). `pending` from the
 * tap until the flow ends, so a second tap cannot start another.
 */
export function useCancelFlow(subApp: SubAppId) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async (o: Order, appointment: boolean): Promise<boolean> => {
    setPending(true);
    try {
      const { runCancelFlow } = await import('./cancel-flow');
      return await runCancelFlow(client, subApp, o, appointment);
    } catch {
      // Its chunk did not arrive (offline): nothing was sent.
      void showToast(t`取消失败`, { icon: 'fail' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
